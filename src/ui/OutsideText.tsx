import { Anchor, Stack, Text, type TextProps } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import {
  codePointName,
  cutRuns,
  hasHidden,
  markerText,
  splitOutsideText,
  type OutsideRun,
} from '../core/format/outside-text';
import { useTranslation } from '../i18n/react';
import classes from './OutsideText.module.css';

// Every text that came from outside (a dapp's name, URL, statement or message, a note, an
// asset's name or unit) is shown through these, so hidden characters are drawn as markers
// and named, never obeyed (the rule: core/format/outside-text.ts).

type Hidden = Extract<OutsideRun, { kind: 'hidden' }>;

function Marker({ run }: { run: Hidden }) {
  const { t } = useTranslation();
  const code =
    run.count > 1 ? `${codePointName(run.codePoint)} ×${run.count}` : codePointName(run.codePoint);
  return (
    <span
      className={classes.marker}
      role="img"
      aria-label={t(`outsideText.marker.${run.cls}`, { code })}
    >
      {markerText(run)}
    </span>
  );
}

function Runs({ runs }: { runs: readonly OutsideRun[] }) {
  return runs.map((run, i) => (run.kind === 'text' ? run.text : <Marker key={i} run={run} />));
}

/** The warning in words under a text that holds hidden characters. */
export function HiddenCharsFlag({ texts }: { texts: readonly (string | undefined)[] }) {
  const { t } = useTranslation();
  const found = texts.some(
    (text) => text && hasHidden(splitOutsideText(text, { multiline: true })),
  );
  if (!found) return null;
  return (
    <Text size="xs" fw={600} className={classes.flag} role="note">
      {t('outsideText.flag', { marker: '⟨U+…⟩' })}
    </Text>
  );
}

/** Outside text inside a line (a title, a sentence): markers, no warning line, no cut. */
export function OutsideInline({ text, ...props }: { text: string } & Omit<TextProps, 'children'>) {
  const runs = useMemo(() => splitOutsideText(text), [text]);
  return (
    <Text component="span" inherit className={classes.text} {...props}>
      <Runs runs={runs} />
    </Text>
  );
}

/**
 * A translated sentence with outside text in its `{{name}}` place: `template` is
 * `t(key, { name: OUTSIDE_SLOT })`. The sentence stays the translator's, the name shows markers.
 * With several outside texts, `template` is `t(key, { a: OUTSIDE_SLOTS[0], b: OUTSIDE_SLOTS[1] })`
 * and `text` the list in slot order (a translation may put the places in any order).
 */
export const OUTSIDE_SLOTS = ['\u0000', '\u0001', '\u0002', '\u0003'] as const;
export const OUTSIDE_SLOT = OUTSIDE_SLOTS[0];
const SLOTS: readonly string[] = OUTSIDE_SLOTS;

export function OutsideSentence({
  template,
  text,
}: {
  template: string;
  text: string | readonly string[];
}): ReactNode {
  const texts = typeof text === 'string' ? [text] : text;
  const parts: ReactNode[] = [];
  let plain = '';
  for (const ch of template) {
    const slot = SLOTS.indexOf(ch);
    if (slot < 0) {
      plain += ch;
      continue;
    }
    parts.push(plain, <OutsideInline key={parts.length} text={texts[slot] ?? ''} />);
    plain = '';
  }
  parts.push(plain);
  return parts;
}

export interface OutsideTextProps extends Omit<TextProps, 'children'> {
  text: string;
  /** A message or note: newlines and tabs are kept. */
  multiline?: boolean;
  /** Longer text is cut with "Show more"; defaults 400 characters and 8 lines (200 on one line). */
  maxChars?: number;
  maxLines?: number;
}

/** Outside text as a block: markers, the warning line when there are any, and "Show more". */
export function OutsideText({
  text,
  multiline = false,
  maxChars,
  maxLines = 8,
  ...props
}: OutsideTextProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const runs = useMemo(() => splitOutsideText(text, { multiline }), [text, multiline]);
  const limit = maxChars ?? (multiline ? 400 : 200);
  const cut = useMemo(() => cutRuns(runs, limit, maxLines), [runs, limit, maxLines]);
  const shown = open || !cut.cut ? runs : cut.runs;
  return (
    <Stack gap={2} className={classes.text}>
      <Text {...props} className={`${classes.text} ${multiline ? classes.multiline : ''}`}>
        <Runs runs={shown} />
        {!open && cut.cut && '…'}
      </Text>
      {hasHidden(runs) && (
        <Text size="xs" fw={600} className={classes.flag} role="note">
          {t('outsideText.flag', { marker: '⟨U+…⟩' })}
        </Text>
      )}
      {cut.cut && <ShowMoreToggle open={open} onToggle={() => setOpen(!open)} />}
    </Stack>
  );
}

/** "Show more" / "Show less" under a list or text cut short. */
export function ShowMoreToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      style={{ alignSelf: 'flex-start' }}
      onClick={onToggle}
      aria-expanded={open}
    >
      {open ? t('outsideText.showLess') : t('outsideText.showMore')}
    </Anchor>
  );
}
