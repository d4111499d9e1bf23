import { describe, expect, it } from 'vitest';
import { eventSelectorHex, MAX_SPEC_CHARS, parseAppSpec, parseAppSpecText } from './app-spec';

const method = {
  name: 'hello',
  args: [{ type: 'string', name: 'who' }],
  returns: { type: 'void' },
};
const event = { name: 'Greeted', args: [{ type: 'address', name: 'by' }] };

describe('parseAppSpec', () => {
  it('reads an ARC-56 spec: name, methods and events', () => {
    const parsed = parseAppSpec({ name: 'Greeter', methods: [method], events: [event] });
    expect(parsed).toEqual({
      ok: true,
      spec: { name: 'Greeter', methods: [method], events: [event] },
    });
  });

  it('reads an ARC-32 spec from its contract', () => {
    const parsed = parseAppSpec({ contract: { name: 'Greeter', methods: [method] } });
    expect(parsed.ok && parsed.spec.name).toBe('Greeter');
    expect(parsed.ok && parsed.spec.events).toEqual([]);
  });

  it('refuses a spec whole when its name, a method or an event does not check out', () => {
    expect(parseAppSpec({ methods: [method] })).toEqual({ ok: false, problem: 'not-a-spec' });
    expect(parseAppSpec({ name: 'x'.repeat(129), methods: [] })).toMatchObject({ ok: false });
    expect(
      parseAppSpec({ name: 'G', methods: [{ ...method, args: [{ type: 'uint7' }] }] }),
    ).toEqual({
      ok: false,
      problem: 'bad-method',
    });
    expect(
      parseAppSpec({ name: 'G', methods: [], events: [{ name: 'E', args: [{ type: 'pay' }] }] }),
    ).toEqual({ ok: false, problem: 'bad-event' });
    const deep = '('.repeat(9) + 'uint8' + ')'.repeat(9);
    expect(
      parseAppSpec({ name: 'G', methods: [], events: [{ name: 'E', args: [{ type: deep }] }] }),
    ).toEqual({ ok: false, problem: 'bad-event' });
  });

  it('takes hostile names as plain strings: they are shown as text, never obeyed', () => {
    const name = '<img src=x onerror=alert(1)>\u202Egnp.exe';
    const parsed = parseAppSpec({ name, methods: [{ ...method, name }] });
    expect(parsed.ok && parsed.spec.methods[0]!.name).toBe(name);
  });
});

describe('parseAppSpecText', () => {
  it('says what is wrong with a paste or a file', () => {
    expect(parseAppSpecText('{')).toEqual({ ok: false, problem: 'not-json' });
    expect(parseAppSpecText(' '.repeat(MAX_SPEC_CHARS + 1))).toEqual({
      ok: false,
      problem: 'too-long',
    });
    expect(parseAppSpecText(JSON.stringify({ name: 'G', methods: [method] })).ok).toBe(true);
  });
});

describe('eventSelectorHex', () => {
  it("hashes ARC-28's name(arg types), no return type: the selectors arc200-client emits", () => {
    const args = ['from', 'to', 'value'].map((name, i) => ({
      name,
      type: i < 2 ? 'address' : 'uint256',
    }));
    expect(eventSelectorHex({ name: 'arc200_Transfer', args })).toBe('7983c35c');
    expect(eventSelectorHex({ name: 'arc200_Approval', args })).toBe('1969f865');
  });
});
