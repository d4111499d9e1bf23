import { describe, expect, it } from 'vitest';
import { questionForm } from '../../../core/voting/question';
import { initialRows, issuesOf, removeRow, updateRow } from './ask-form';

describe('ask form rows', () => {
  it('starts with two empty rows with distinct ids', () => {
    const rows = initialRows();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.code === '' && r.text === '')).toBe(true);
    expect(rows[0]!.id).not.toBe(rows[1]!.id);
  });

  it('updates and removes by id; removing the last row leaves an empty one', () => {
    let rows = initialRows();
    rows = updateRow(rows, rows[1]!.id, { code: 'y', text: 'Yes' });
    expect(rows[1]).toMatchObject({ code: 'y', text: 'Yes' });
    rows = removeRow(rows, rows[0]!.id);
    expect(rows).toHaveLength(1);
    const left = removeRow(rows, rows[0]!.id);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ code: '', text: '' });
  });

  it('places each core issue next to its field', () => {
    const form = questionForm({
      title: '',
      text: 'Q',
      url: 'http://example.com',
      duration: '0',
      category: 'community',
      options: [
        { code: 'a', text: 'A' },
        { code: 'a', text: 'B' },
      ],
    });
    expect(form.note).toBe('');
    expect(issuesOf(form.issues, 'title')).toEqual(['title']);
    expect(issuesOf(form.issues, 'url')).toEqual(['url']);
    expect(issuesOf(form.issues, 'duration')).toEqual(['duration']);
    expect(issuesOf(form.issues, 'options')).toEqual(['duplicate-code']);
    expect(issuesOf(form.issues, 'text')).toEqual([]);
  });
});
