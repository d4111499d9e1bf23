import { describe, expect, it } from 'vitest';
import { passwordStrength } from './strength';

describe('passwordStrength', () => {
  it('grades empty and trivial passwords weak and red', () => {
    expect(passwordStrength('')).toMatchObject({ level: -1, grade: 'weak', colour: 'red' });
    expect(passwordStrength('aaaaaaaaaaaaa')).toMatchObject({ grade: 'weak', colour: 'red' });
    expect(passwordStrength('MyPassword123!')).toMatchObject({ grade: 'weak' });
    expect(passwordStrength('short')).toMatchObject({ level: 0, colour: 'red' });
  });
  it('grades a mixed 8+ password medium and yellow', () => {
    expect(passwordStrength('horse7staple')).toMatchObject({
      level: 1,
      grade: 'medium',
      colour: 'yellow',
    });
  });
  it('grades a long mixed password strong and green', () => {
    expect(passwordStrength('Tr0ub4dour&Horse')).toMatchObject({
      grade: 'strong',
      colour: 'green',
    });
    expect(passwordStrength('correct horse battery staple')).toMatchObject({ grade: 'strong' });
  });
});
