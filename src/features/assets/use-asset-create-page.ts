import { useMutation, useQuery } from '@tanstack/react-query';
import { isValidAddress, type Transaction } from 'algosdk';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { resolveSigner, signsDirectly } from '../../core/accounts/capabilities';
import {
  NFT_SHAPE,
  numberFieldProblems,
  validateAssetCreate,
  type AssetCreateField,
  type AssetCreateProblem,
} from '../../core/assets/asset-create';
import { buildAssetCreate } from '../../core/assets/asset-transactions';
import { utf8Encode } from '../../core/encoding/utf8';
import { getSuggestedParams } from '../../infra/chain/algod-client';
import { currentChain, lookupTransaction } from '../../infra/chain/indexer-client';
import { sessionStore, touch } from '../../infra/session/session';
import { senderAuthorizer } from '../../infra/transactions/fee-authorizer';
import { useNumberSeparators } from '../../ui/use-amount-format';
import { assetPageKeys } from './query-keys';

export type AssetKind = 'asa' | 'nft';
export type NftConvention = 'arc3' | 'arc69';

export interface AssetCreateValues {
  creator: string;
  note: string;
  total: string;
  /** As the number field holds it; out of range it stays as typed and blocks Review. */
  decimals: number | string;
  defaultFrozen: boolean;
  manager: string;
  reserve: string;
  freeze: string;
  clawback: string;
  unitName: string;
  assetName: string;
  url: string;
  metadataHash: string;
}

const initialValues = (creator: string, kind: AssetKind): AssetCreateValues => ({
  creator,
  note: '',
  total: kind === 'nft' ? NFT_SHAPE.total : '1',
  decimals: kind === 'nft' ? NFT_SHAPE.decimals : 0,
  defaultFrozen: false,
  manager: '',
  reserve: '',
  freeze: '',
  clawback: '',
  unitName: '',
  assetName: '',
  url: '',
  metadataHash: '',
});

const ROLE_FIELDS = ['manager', 'reserve', 'freeze', 'clawback'] as const;

export type CreateProblems = Partial<Record<AssetCreateField, AssetCreateProblem>> &
  Partial<Record<(typeof ROLE_FIELDS)[number], 'invalid-address'>> & {
    creator?: 'creator-not-found';
  };

/**
 * /asset/create (second spec document, sections 2, 5, 9): the form, the asset-config
 * transaction under review, and what was created once the chain confirmed it.
 */
export function useAssetCreatePage() {
  const [search, setSearch] = useSearchParams();
  const kind: AssetKind = search.get('kind') === 'nft' ? 'nft' : 'asa';
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const network = currentChain().network;
  // Creators sign on their own; a multisig creates through a proposal, which is not offered here.
  const creators = accounts.filter(
    (a) =>
      !a.isHidden &&
      (!a.network || a.network === network) &&
      signsDirectly(resolveSigner(a, accounts).kind),
  );
  const [values, setValues] = useState(() => initialValues(creators[0]?.addr ?? '', kind));
  // The total is typed in the language's separators.
  const separators = useNumberSeparators();
  const [advanced, setAdvanced] = useState(false);
  const [convention, setConvention] = useState<NftConvention>('arc3');
  const [problems, setProblems] = useState<CreateProblems>({});
  const [reviewing, setReviewing] = useState<Transaction | null>(null);
  // Total and decimals are checked as they are typed: their range messages show at once and
  // Review waits until both are in range (issue 23: nothing is clamped behind the user's back).
  const numberProblems = numberFieldProblems(values, separators);

  const prepare = useMutation({
    mutationFn: async (): Promise<Transaction> => {
      touch();
      const checked = validateAssetCreate(values, separators);
      const roleProblems: CreateProblems = {};
      for (const role of ROLE_FIELDS) {
        if (values[role] && !isValidAddress(values[role])) roleProblems[role] = 'invalid-address';
      }
      const problems = { ...(checked.ok ? {} : checked.problems), ...roleProblems };
      if (!checked.ok || Object.keys(problems).length > 0) throw new FormProblems(problems);
      const [params, authorizer] = await Promise.all([
        getSuggestedParams(),
        senderAuthorizer(values.creator),
      ]);
      return buildAssetCreate(
        checked.params,
        { ...values, note: values.note ? utf8Encode(values.note) : undefined },
        params,
        authorizer,
      );
    },
    onMutate: () => setProblems({}),
    onSuccess: setReviewing,
    onError: (error) => {
      if (error instanceof FormProblems) setProblems(error.problems);
    },
  });

  return {
    kind,
    setKind(next: AssetKind) {
      setSearch(next === 'nft' ? { kind: 'nft' } : {}, { replace: true });
      setValues((v) => ({ ...initialValues(v.creator, next), creator: v.creator }));
      setProblems({});
    },
    accounts,
    creators,
    values,
    update(patch: Partial<AssetCreateValues>) {
      setValues((v) => ({ ...v, ...patch }));
    },
    advanced,
    setAdvanced,
    convention,
    /** Switching convention empties what the other one filled in. */
    chooseConvention(next: NftConvention) {
      setConvention(next);
      setValues((v) => ({ ...v, url: '', metadataHash: '', note: '' }));
    },
    problems,
    numberProblems,
    /** Review is blocked while a number field is out of range or not a whole number. */
    numbersOk: Object.keys(numberProblems).length === 0,
    prepare,
    /** Why building failed, when it is not the form's own problems (those show at the fields). */
    buildError: prepare.error instanceof FormProblems ? null : prepare.error,
    submit() {
      if (Object.keys(numberProblems).length > 0) return;
      if (!values.creator || !creators.some((c) => c.addr === values.creator)) {
        setProblems({ creator: 'creator-not-found' });
        return;
      }
      prepare.mutate();
    },
    noCreator: creators.length === 0,
    reviewing,
    back: () => {
      setReviewing(null);
      prepare.reset();
    },
  };
}

class FormProblems extends Error {
  constructor(readonly problems: CreateProblems) {
    super('The asset form has problems');
  }
}

export type AssetCreatePage = ReturnType<typeof useAssetCreatePage>;

/** The id of the asset a confirmed creation made, read back from the indexer. */
export function useCreatedAsset(txid: string) {
  // The indexer may trail the node by a round: ask until it knows the transaction.
  return useQuery({
    queryKey: assetPageKeys.createdAsset(txid),
    queryFn: async () => (await lookupTransaction(txid))['created-asset-index'] ?? null,
    retry: 10,
    retryDelay: 1000,
    staleTime: Infinity,
  });
}
