import type { QuestionFormIssue } from '../../../core/voting/question';

// The ask form's option rows and which of core's issues each field shows (spec 001 sections 2
// and 5). Pure: the hook keeps the state, the sections render it.

export interface OptionRow {
  /** A stable React key: rows are added and removed in any order. */
  id: number;
  code: string;
  text: string;
}

export type AskField = 'title' | 'text' | 'url' | 'duration' | 'category' | 'options';

/** The field each issue is shown next to; 'too-long' is about the whole note. */
export const ISSUE_FIELD: Record<QuestionFormIssue, AskField | 'note'> = {
  title: 'title',
  text: 'text',
  url: 'url',
  duration: 'duration',
  category: 'category',
  options: 'options',
  'duplicate-code': 'options',
  'reserved-code': 'options',
  'too-long': 'note',
};

let nextRowId = 1;

export function emptyRow(): OptionRow {
  return { id: nextRowId++, code: '', text: '' };
}

/** The form starts with two empty rows (at least two responses are recommended). */
export function initialRows(): OptionRow[] {
  return [emptyRow(), emptyRow()];
}

export function updateRow(
  rows: readonly OptionRow[],
  id: number,
  patch: Partial<Pick<OptionRow, 'code' | 'text'>>,
): OptionRow[] {
  return rows.map((row) => (row.id === id ? { ...row, ...patch } : row));
}

/** Removing the last row leaves one empty row: the form always has a row to type into. */
export function removeRow(rows: readonly OptionRow[], id: number): OptionRow[] {
  const left = rows.filter((row) => row.id !== id);
  return left.length > 0 ? left : [emptyRow()];
}

/** The issues a field shows, in core's order. */
export function issuesOf(
  issues: readonly QuestionFormIssue[],
  field: AskField | 'note',
): QuestionFormIssue[] {
  return issues.filter((issue) => ISSUE_FIELD[issue] === field);
}
