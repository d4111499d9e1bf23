import { Textarea } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { showHidden } from '../../core/format/outside-text';
import { LONG_NOTE_CHARS } from '../../core/payments/note-rules';
import { HiddenCharsFlag, OutsideText } from '../OutsideText';
import { SummaryRow } from '../SummaryRow';
import { noteText } from './review-rows';

/** A note as text (base64 when it is not UTF-8); a long one in a read-only text area. */
export function NoteRow({ note }: { note: Uint8Array }) {
  const { t } = useTranslation();
  const { text, binary } = noteText(note);
  return (
    <SummaryRow label={binary ? t('review.noteBase64') : t('review.note')}>
      {text.length >= LONG_NOTE_CHARS ? (
        // The spec's read-only text area; it takes only a string, so markers are written in.
        <>
          <Textarea
            aria-label={t('review.note')}
            value={showHidden(text, { multiline: true })}
            readOnly
            autosize
            minRows={2}
            maxRows={8}
          />
          <HiddenCharsFlag texts={[text]} />
        </>
      ) : (
        <OutsideText multiline size="sm" text={text} />
      )}
    </SummaryRow>
  );
}
