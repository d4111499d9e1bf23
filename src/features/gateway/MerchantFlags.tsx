import type { ReactNode } from 'react';
import type { SupportedLanguage } from '../../i18n/i18n';

// Small flags drawn here (flag emoji show as letters on systems without an emoji font, among
// them Windows). Simplified shapes, 3:2, decorative: the button around them names the language.

const stripes = (colors: [string, string, string], vertical = false) =>
  colors.map((fill, i) =>
    vertical ? (
      <rect key={fill + i} x={i * 10} y={0} width={10} height={20} fill={fill} />
    ) : (
      <rect key={fill + i} x={0} y={(i * 20) / 3} width={30} height={20 / 3} fill={fill} />
    ),
  );

const SHAPES: Record<SupportedLanguage, ReactNode> = {
  en: (
    <>
      <rect width={30} height={20} fill="#012169" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#fff" strokeWidth={4} />
      <path d="M0 0L30 20M30 0L0 20" stroke="#c8102e" strokeWidth={1.5} />
      <path d="M15 0V20M0 10H30" stroke="#fff" strokeWidth={6} />
      <path d="M15 0V20M0 10H30" stroke="#c8102e" strokeWidth={3.5} />
    </>
  ),
  hu: stripes(['#ce2939', '#ffffff', '#477050']),
  it: stripes(['#009246', '#ffffff', '#ce2b37'], true),
  nl: stripes(['#ae1c28', '#ffffff', '#21468b']),
  sk: (
    <>
      {stripes(['#ffffff', '#0b4ea2', '#ee1c25'])}
      <path
        d="M6 4H15V11C15 14.5 10.5 16.5 10.5 16.5C10.5 16.5 6 14.5 6 11Z"
        fill="#ee1c25"
        stroke="#fff"
        strokeWidth={0.8}
      />
      <path d="M10.5 6V14M8.3 8H12.7M7.8 10.3H13.2" stroke="#fff" strokeWidth={1.1} />
    </>
  ),
  cs: (
    <>
      <rect width={30} height={10} fill="#ffffff" />
      <rect y={10} width={30} height={10} fill="#d7141a" />
      <path d="M0 0L15 10L0 20Z" fill="#11457e" />
    </>
  ),
};

export function LanguageFlag({ language }: { language: SupportedLanguage }) {
  return (
    <svg width={27} height={18} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      {SHAPES[language]}
      <rect
        x={0.25}
        y={0.25}
        width={29.5}
        height={19.5}
        fill="none"
        stroke="#8888"
        strokeWidth={0.5}
      />
    </svg>
  );
}
