import type { AppSpec } from './app-spec';
import { methodSelectorHex } from './method-spec';

// Where an app call's spec comes from, in order: the apps the wallet itself knows on this network
// (published facts, such as ARC-59's router: a dapp or a paste cannot rename them), the dapp's
// request (where its transport carries one), then the specs a person added in Settings for this
// network. The wallet ships the standards' interfaces (ARC-200): one only names a method whose
// selector it has, and the app stays unknown (no app id is listed as known until it is a
// published fact).

export type SpecSource = 'wallet' | 'request' | 'settings';

export type AppIdentity =
  | { kind: 'known'; spec: AppSpec; source: SpecSource }
  /** Not a known app, but its call's selector is one of a standard's methods. */
  | { kind: 'interface'; spec: AppSpec; standard: string }
  | { kind: 'unknown' };

export interface SpecSources {
  wallet?: ReadonlyMap<bigint, AppSpec>;
  request?: ReadonlyMap<bigint, AppSpec>;
  settings: ReadonlyMap<bigint, AppSpec>;
}

const method = (
  name: string,
  args: [string, string][],
  returns: string,
): AppSpec['methods'][number] => ({
  name,
  args: args.map(([argName, type]) => ({ name: argName, type })),
  returns: { type: returns },
});

/** The ARC-200 token interface as the standard defines it (methods and events). */
export const ARC200_INTERFACE: AppSpec = {
  name: 'ARC-200',
  methods: [
    method('arc200_name', [], 'byte[32]'),
    method('arc200_symbol', [], 'byte[8]'),
    method('arc200_decimals', [], 'uint8'),
    method('arc200_totalSupply', [], 'uint256'),
    method('arc200_balanceOf', [['owner', 'address']], 'uint256'),
    method(
      'arc200_transfer',
      [
        ['to', 'address'],
        ['value', 'uint256'],
      ],
      'bool',
    ),
    method(
      'arc200_transferFrom',
      [
        ['from', 'address'],
        ['to', 'address'],
        ['value', 'uint256'],
      ],
      'bool',
    ),
    method(
      'arc200_approve',
      [
        ['spender', 'address'],
        ['value', 'uint256'],
      ],
      'bool',
    ),
    method(
      'arc200_allowance',
      [
        ['owner', 'address'],
        ['spender', 'address'],
      ],
      'uint256',
    ),
  ],
  events: [
    {
      name: 'arc200_Transfer',
      args: [
        { name: 'from', type: 'address' },
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
      ],
    },
    {
      name: 'arc200_Approval',
      args: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
      ],
    },
  ],
};

const INTERFACES: readonly { standard: string; spec: AppSpec }[] = [
  { standard: 'ARC-200', spec: ARC200_INTERFACE },
];

/** Who `appId` is, for a call whose first app argument is `selector` (hex; '' when none). */
export function identifyApp(appId: bigint, selector: string, sources: SpecSources): AppIdentity {
  for (const source of ['wallet', 'request', 'settings'] as const) {
    const spec = sources[source]?.get(appId);
    if (spec) return { kind: 'known', spec, source };
  }
  for (const { standard, spec } of INTERFACES)
    if (selector && spec.methods.some((m) => methodSelectorHex(m) === selector))
      return { kind: 'interface', spec, standard };
  return { kind: 'unknown' };
}
