import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Code, List, Text, Title } from '@mantine/core';
import { isValidAddress } from 'algosdk';
import { useTranslation } from '../../i18n/react';
import { callbackConfigJson, encodeGatewayLink } from '../../core/gateway/gateway-link';
import {
  buildPaymentLink,
  PAYMENT_LINK_KEYS,
  type PaymentLink,
} from '../../core/payments/payment-link';
import { TitledPanel } from '../../ui/TitledPanel';

const CALLBACK_KEYS = ['success', 'cancel'] as const;
/** The zero address: valid, and obviously an example. */
const EXAMPLE_ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const EXAMPLE_CALLBACKS = {
  success: 'https://shop.example.com/paid',
  cancel: 'https://shop.example.com/cart',
};

const wrap = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

/** Off mode: the link's parameters and the callback config's keys, with an example. */
export function BuilderParameters({ example }: { example: string }) {
  const { t } = useTranslation();
  const payTo = isValidAddress(example.trim()) ? example.trim() : EXAMPLE_ADDRESS;
  const link: PaymentLink = {
    payTo,
    amount: 1_500_000n,
    note: 'order-1042',
    noteIsEditable: false,
  };
  const row = (key: string, text: string) => (
    <List.Item key={key}>
      <Code>{key}</Code> {text}
    </List.Item>
  );
  return (
    <TitledPanel id="gateway-params" title={t('gateway.builder.paramsTitle')}>
      <Text size="sm">{t('gateway.builder.paramsIntro')}</Text>
      <List spacing="xs" size="sm">
        {PAYMENT_LINK_KEYS.map((key) => row(key, t(`gateway.builder.params.${key}`)))}
      </List>
      <Title order={3} size="h4">
        {t('gateway.builder.callbackParamsTitle')}
      </Title>
      <List spacing="xs" size="sm">
        {CALLBACK_KEYS.map((key) => row(key, t(`gateway.builder.callbackKeys.${key}`)))}
      </List>
      <Title order={3} size="h4">
        {t('gateway.builder.exampleTitle')}
      </Title>
      <Text size="sm">{t('gateway.builder.examplePaymentInfo')}</Text>
      <Code block style={wrap}>
        {buildPaymentLink(link)}
      </Code>
      <Text size="sm">{t('gateway.builder.exampleCallbacks')}</Text>
      <Code block style={wrap}>
        {callbackConfigJson(EXAMPLE_CALLBACKS)}
      </Code>
      <Text size="sm">{t('gateway.builder.exampleLink')}</Text>
      <Code block style={wrap}>
        {window.location.origin + encodeGatewayLink(link, EXAMPLE_CALLBACKS)}
      </Code>
    </TitledPanel>
  );
}
