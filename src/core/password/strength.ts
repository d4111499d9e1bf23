// Password strength as the wallet shows it: a level from -1 (empty) upwards, graded
// weak / medium / strong. Badge colours (spec section 5): red for level <= 0, yellow for 1,
// green above. The recommendation is 12+ characters mixing cases, digits and symbols.

export type StrengthGrade = 'weak' | 'medium' | 'strong';

export interface PasswordStrength {
  level: number;
  grade: StrengthGrade;
  colour: 'red' | 'yellow' | 'green';
  /** 0..100 for a meter. */
  percent: number;
}

const COMMON = [
  'password',
  '123456',
  'qwerty',
  'letmein',
  'admin',
  'welcome',
  'iloveyou',
  'abc123',
];

export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return grade(-1);
  const classes =
    Number(/[a-z]/.test(password)) +
    Number(/[A-Z]/.test(password)) +
    Number(/\d/.test(password)) +
    Number(/[^A-Za-z0-9]/.test(password));
  const lower = password.toLowerCase();
  if (COMMON.some((word) => lower.includes(word)) || /^(.)\1+$/.test(password)) return grade(0);

  let level = 0;
  if (password.length >= 8 && classes >= 2) level = 1;
  if (password.length >= 12 && classes >= 3) level = 2;
  if (password.length >= 16 && classes >= 4) level = 3;
  if (password.length >= 20 && classes >= 2) level = Math.max(level, 2);
  return grade(level);
}

function grade(level: number): PasswordStrength {
  const g: StrengthGrade = level <= 0 ? 'weak' : level === 1 ? 'medium' : 'strong';
  const colour = level <= 0 ? 'red' : level === 1 ? 'yellow' : 'green';
  const percent = Math.max(0, Math.min(100, Math.round(((level + 1) / 4) * 100)));
  return { level, grade: g, colour, percent };
}
