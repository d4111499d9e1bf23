import type { PublicAccount } from '../../core/accounts/stored-account';
import type { DecodedArg, AbiValue } from '../../core/abi/decode-call';
import type { AssetUnits } from '../../infra/transactions/review-group';
import { useTranslation } from '../../i18n/react';
import { OutsideInline, OutsideText } from '../OutsideText';
import { SummaryRow } from '../SummaryRow';
import { AddressValue } from './AddressValue';
import { addressOf, valueText, type ValueWords } from './app-call-text';

/** The words a value is written with: yes/no, an asset with its unit name, an app, a txn. */
export function useValueWords(assets: ReadonlyMap<bigint, AssetUnits> | undefined): ValueWords {
  const { t } = useTranslation();
  return {
    yes: t('review.appCall.yes'),
    no: t('review.appCall.no'),
    asset: (id) => {
      const units = assets?.get(id);
      const name = units?.unitName || units?.name;
      return name ? `#${id.toString()} (${name})` : `#${id.toString()}`;
    },
    app: (id) => t('review.appCall.appValue', { appId: id.toString() }),
    transaction: (i) => t('review.appCall.txnValue', { index: i + 1 }),
  };
}

/** One value: an address with its name (contact, own account), anything else as outside text. */
export function AbiValueView({
  value,
  accounts,
  words,
}: {
  value: AbiValue;
  accounts: readonly PublicAccount[];
  words: ValueWords;
}) {
  const address = addressOf(value);
  if (address) return <AddressValue address={address} accounts={accounts} />;
  return <OutsideText size="sm" ff="monospace" text={valueText(value, words)} />;
}

/** "to (address)": each argument named and typed as the spec says, its value below. */
export function ArgRows({
  args,
  accounts,
  words,
}: {
  args: readonly DecodedArg[];
  accounts: readonly PublicAccount[];
  words: ValueWords;
}) {
  return args.map((arg, i) => (
    <SummaryRow
      key={i}
      label={
        <>
          <OutsideInline text={arg.name} /> ({arg.type})
        </>
      }
    >
      <AbiValueView value={arg.value} accounts={accounts} words={words} />
    </SummaryRow>
  ));
}
