import algosdk, { decodeJSON, modelsv2 } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { appResultOf } from './review-app-calls';

// A simulate answer's app call result, shaped as algod's OpenAPI spec has it (txn-result with
// logs, global-state-delta, local-state-delta): what the review reads from it.

const me = algosdk.generateAccount().addr.toString();
const b64 = (text: string) => Buffer.from(text).toString('base64');

const ANSWER = {
  'last-round': 10,
  version: 2,
  'txn-groups': [
    {
      'txn-results': [
        {
          'txn-result': {
            'pool-error': '',
            txn: {
              txn: {
                type: 'appl',
                snd: me,
                apid: 1004,
                fv: 1,
                lv: 10,
                gh: b64('g'.repeat(32)),
              },
            },
            logs: [b64('event'), Buffer.from([0x15, 0x1f, 0x7c, 0x75, 0x80]).toString('base64')],
            'global-state-delta': [{ key: b64('total'), value: { action: 2, uint: 5 } }],
            'local-state-delta': [
              { address: me, delta: [{ key: b64('balance'), value: { action: 3 } }] },
            ],
          },
        },
      ],
    },
  ],
};

describe('appResultOf', () => {
  it('reads the logs and the state keys written, globally and per account', () => {
    const answer = decodeJSON(JSON.stringify(ANSWER), modelsv2.SimulateResponse);
    const result = appResultOf(answer.txnGroups[0]!.txnResults[0]!.txnResult);
    expect(result.logs?.map((l) => Buffer.from(l).toString('hex'))).toEqual([
      Buffer.from('event').toString('hex'),
      '151f7c7580',
    ]);
    expect(result.stateKeys?.global.map((k) => Buffer.from(k).toString())).toEqual(['total']);
    expect(result.stateKeys?.local).toEqual([
      { address: me, keys: [new Uint8Array(Buffer.from('balance'))] },
    ]);
  });

  it('is nothing without a result, and no state keys when none were written', () => {
    expect(appResultOf(undefined)).toEqual({});
    const bare = { ...ANSWER['txn-groups'][0]!['txn-results'][0]!['txn-result'] };
    delete (bare as Partial<typeof bare>)['global-state-delta'];
    delete (bare as Partial<typeof bare>)['local-state-delta'];
    const parsed = decodeJSON(JSON.stringify(bare), modelsv2.PendingTransactionResponse);
    expect(appResultOf(parsed).stateKeys).toBeUndefined();
  });
});
