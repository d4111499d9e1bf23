import { Box, Text } from '@mantine/core';
import { forwardRef, useImperativeHandle, useRef } from 'react';

// The results area of a bulk tool. Its lines may quote what the user typed (the spec's line
// errors quote the line, which can be most of a recovery phrase), so they are written straight
// into the DOM, never into React state, and go when the page does. React renders no children
// into the list, so it never reconciles what is written here.

export interface LineLogHandle {
  clear(): void;
  append(text: string, tone?: 'ok' | 'error' | 'warn'): void;
}

export const LineLog = forwardRef<LineLogHandle, { label: string }>(function LineLog(
  { label },
  ref,
) {
  const list = useRef<HTMLOListElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    clear() {
      list.current?.replaceChildren();
      if (wrapper.current) wrapper.current.hidden = true;
    },
    append(text, tone = 'ok') {
      if (!list.current || !wrapper.current) return;
      const item = document.createElement('li');
      item.textContent = text;
      item.dataset.tone = tone;
      if (tone !== 'ok') item.style.color = 'var(--mantine-color-error)';
      list.current.append(item);
      wrapper.current.hidden = false;
    },
  }));
  return (
    <Box ref={wrapper} hidden>
      <Text fw={600} id="bulk-results-label">
        {label}
      </Text>
      <Box
        component="ol"
        ref={list}
        aria-labelledby="bulk-results-label"
        data-testid="bulk-results"
        ff="monospace"
        fz="sm"
        style={{ wordBreak: 'break-all', maxHeight: '24rem', overflowY: 'auto', paddingLeft: 24 }}
        tabIndex={0}
      />
    </Box>
  );
});
