import { describe, expect, it } from 'vitest';
import {
  indexerTransactionSchema,
  transactionsPageSchema,
  type IndexerTransaction,
} from '../chain/indexer-types';
import { describeActivity } from './activity';
import { heartbeatOf } from './heartbeat';

const ME = 'M'.repeat(58);
const NODE = 'N'.repeat(58);

// As the indexer answers (indexer.oas3.yml, TransactionHeartbeat and HbProofFields).
const indexerHeartbeat = {
  id: 'HBTX',
  'tx-type': 'hb',
  sender: NODE,
  fee: 0,
  'first-valid': 100,
  'last-valid': 110,
  'confirmed-round': 101,
  'round-time': 1_700_000_000,
  'heartbeat-transaction': {
    'hb-address': ME,
    'hb-key-dilution': 10_000,
    'hb-proof': {
      'hb-pk': 'cGsx',
      'hb-pk1sig': 'c2lnMQ==',
      'hb-pk2': 'cGsy',
      'hb-pk2sig': 'c2lnMg==',
      'hb-sig': 'c2ln',
    },
    'hb-seed': 'c2VlZA==',
    'hb-vote-id': 'dm90ZQ==',
  },
};

const parse = (json: unknown): IndexerTransaction => indexerTransactionSchema.parse(json);

describe('heartbeat transactions', () => {
  it('decode from the indexer with their fields', () => {
    const hb = heartbeatOf(parse(indexerHeartbeat));
    expect(hb?.account).toBe(ME);
    expect(hb?.fields).toEqual([
      { key: 'hb-key-dilution', value: '10000' },
      { key: 'hb-vote-id', value: 'dm90ZQ==' },
      { key: 'hb-seed', value: 'c2VlZA==' },
      { key: 'hb-pk', value: 'cGsx' },
      { key: 'hb-pk2', value: 'cGsy' },
      { key: 'hb-sig', value: 'c2ln' },
      { key: 'hb-pk1sig', value: 'c2lnMQ==' },
      { key: 'hb-pk2sig', value: 'c2lnMg==' },
    ]);
  });

  it('never break a history page, even with fields missing or malformed', () => {
    const page = transactionsPageSchema.parse({
      'current-round': 200,
      transactions: [
        indexerHeartbeat,
        { ...indexerHeartbeat, id: 'BARE', 'heartbeat-transaction': undefined },
        { ...indexerHeartbeat, id: 'ODD', 'heartbeat-transaction': { 'hb-address': 42 } },
        { ...indexerHeartbeat, id: 'FUTURE', 'heartbeat-transaction': { 'hb-new': [1] } },
      ],
    });
    expect(page.transactions.map((tx) => heartbeatOf(tx)?.account ?? null)).toEqual([
      ME,
      null,
      null,
      null,
    ]);
    expect(heartbeatOf(page.transactions[2]!)?.fields).toEqual([]);
  });

  it('move nothing and are never spam', () => {
    const entry = describeActivity(parse(indexerHeartbeat), ME, () => false);
    expect(entry).toMatchObject({ direction: 'none', moves: false, possibleSpam: false });
  });

  it('are only read from hb transactions', () => {
    expect(heartbeatOf(parse({ ...indexerHeartbeat, 'tx-type': 'keyreg' }))).toBeNull();
  });
});
