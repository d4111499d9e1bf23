import { lazy, useState, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { loadAppStrings } from '../i18n/i18n';
import { FrameError } from './layout/FrameError';
import { preloadWalletFrame } from './layout/LoginGate';
import { MainLayout } from './layout/MainLayout';

// Pages are React.lazy components rather than route-level `lazy`: the login gate renders them
// only once a wallet is open, so the login page never downloads them.
// A page already loaded (preloaded during unlock) renders at once: React.lazy would suspend on
// its first render all the same, and React holds a revealed boundary back for up to 300 ms.
const loadedModules = new Map<() => Promise<unknown>, Record<string, unknown>>();
function remembered<T extends Record<string, unknown>>(load: () => Promise<T>): () => Promise<T> {
  const loader = (): Promise<T> =>
    load().then((module) => {
      loadedModules.set(loader, module);
      return module;
    });
  return loader;
}
const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) => {
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  function Page() {
    const [Ready] = useState(() => loadedModules.get(load)?.[name as string] as ComponentType);
    return Ready ? <Ready /> : <Lazy />;
  }
  return <Page />;
};

// A public page whose strings are in the app part (the login page's budget has no room for
// them) loads them with its code, as the login gate does for the wallet's pages.
const withAppStrings =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), loadAppStrings()]))[0];

const accounts = remembered(() => import('../features/accounts/AccountsPage'));
const accountOverview = remembered(() => import('../features/accounts/AccountOverviewPage'));

// A password box got focus (App.tsx): the wallet's frame and the pages it opens on (the list,
// or the last account's page) load while the password is typed and the key derived, instead of
// one after another once it is open.
export function preloadOpenWallet(): void {
  preloadWalletFrame();
  accounts().catch(() => {});
  accountOverview().catch(() => {});
}
const gatewayBuilder = () => import('../features/gateway/BuilderPage');
const pay = () => import('../features/pay/PayPage');
const connect = () => import('../features/walletconnect/ConnectPage');
const merchant = () => import('../features/gateway/MerchantPage');
const voteOverview = () => import('../features/voting/overview/OverviewPage');

// Routes for useRoutes under a BrowserRouter (App.tsx): React Router's declarative mode is
// half the code of its data router, which the wallet never used (no loaders, actions or
// fetchers), and it is on the login page (issue 29). FrameError stands in for errorElement.
export const routes: RouteObject[] = [
  {
    element: (
      <FrameError>
        <MainLayout />
      </FrameError>
    ),
    children: [
      { index: true, element: page(accounts, 'AccountsPage') },
      { path: 'accounts', element: page(accounts, 'AccountsPage') },
      {
        path: 'account/:account',
        element: page(accountOverview, 'AccountOverviewPage'),
      },
      {
        path: 'account/:account/asset/:assetId',
        element: page(() => import('../features/accounts/AccountAssetPage'), 'AccountAssetPage'),
      },
      { path: 'accounts/:type/:account', element: page(pay, 'PayPage') },
      { path: 'pay', element: page(pay, 'PayPage') },
      { path: 'multisig/:account/:rawSignedTxnInput', element: page(pay, 'PayPage') },
      { path: 'connect', element: page(connect, 'ConnectPage') },
      {
        path: 'payWC',
        element: page(
          () => import('../features/walletconnect/PayFromWalletConnectPage'),
          'PayFromWalletConnectPage',
        ),
      },
      { path: 'account/connect/:account', element: page(connect, 'ConnectPage') },
      { path: 'pay/*', element: page(pay, 'PayPage') },
      {
        path: 'inbox/:account',
        element: page(() => import('../features/inbox/InboxPage'), 'InboxPage'),
      },
      {
        path: 'contacts',
        element: page(() => import('../features/contacts/ContactsPage'), 'ContactsPage'),
      },
      {
        path: 'new-account',
        element: page(() => import('../features/new-account/NewAccountPage'), 'NewAccountPage'),
      },
      {
        path: 'new-account/email-password',
        element: page(
          () => import('../features/new-account/EmailPasswordAccountPage'),
          'EmailPasswordAccountPage',
        ),
      },
      {
        path: 'new-account/ledger',
        element: page(() => import('../features/ledger/LedgerAccountPage'), 'LedgerAccountPage'),
      },
      {
        path: 'new-account/wc',
        element: page(
          () => import('../features/new-account/WalletConnectAccountPage'),
          'WalletConnectAccountPage',
        ),
      },
      {
        path: 'new-account/2fa',
        element: page(
          () => import('../features/two-factor/TwoFactorAccountPage'),
          'TwoFactorAccountPage',
        ),
      },
      {
        path: 'transaction/:id',
        element: page(() => import('../features/accounts/TransactionPage'), 'TransactionPage'),
      },
      {
        path: 'receive-payment/:account',
        element: page(() => import('../features/receive/ReceivePaymentPage'), 'ReceivePaymentPage'),
      },
      {
        path: 'arc14/:account',
        element: page(() => import('../features/arc14/Arc14Page'), 'Arc14Page'),
      },
      {
        path: 'arc60/:account',
        element: page(() => import('../features/arc60/Arc60Page'), 'Arc60Page'),
      },
      {
        path: 'asset',
        element: page(() => import('../features/assets/AssetHomePage'), 'AssetHomePage'),
      },
      {
        path: 'account/optin/:account',
        element: page(() => import('../features/assets/OptInPage'), 'OptInPage'),
      },
      {
        path: 'asset/:action/:assetId',
        element: page(() => import('../features/assets/AssetActionPage'), 'AssetActionPage'),
      },
      {
        path: 'asset/create',
        element: page(() => import('../features/assets/AssetCreatePage'), 'AssetCreatePage'),
      },
      {
        path: 'swap/:account',
        element: page(() => import('../features/swap/SwapPage'), 'SwapPage'),
      },
      {
        path: 'vote',
        element: page(() => import('../features/voting/VoteLayout'), 'VoteLayout'),
        children: [
          { index: true, element: <Navigate to="/vote/overview" replace /> },
          { path: 'overview', element: page(voteOverview, 'OverviewPage') },
          { path: 'my-questions', element: page(voteOverview, 'OverviewPage') },
          {
            path: 'answers',
            element: page(() => import('../features/voting/answers/AnswersPage'), 'AnswersPage'),
          },
          { path: 'ask', element: page(() => import('../features/voting/ask/AskPage'), 'AskPage') },
          {
            path: 'delegate',
            element: page(() => import('../features/voting/delegate/DelegatePage'), 'DelegatePage'),
          },
          {
            path: 'tl',
            element: page(
              () => import('../features/voting/trusted/TrustedListPage'),
              'TrustedListPage',
            ),
          },
          {
            path: 'governance/:id',
            element: page(
              () => import('../features/voting/governance/GovernancePage'),
              'GovernancePage',
            ),
          },
        ],
      },
      { path: 'payment-gateway', element: page(gatewayBuilder, 'BuilderPage') },
      { path: 'payment-gateway/:account', element: page(gatewayBuilder, 'BuilderPage') },
      {
        path: 'settings',
        element: page(() => import('../features/settings/SettingsPage'), 'SettingsPage'),
      },
      { path: 'faq', element: page(() => import('../features/static/FaqPage'), 'FaqPage') },
      {
        path: 'privacy-policy',
        element: page(() => import('../features/static/PrivacyPage'), 'PrivacyPage'),
      },
    ],
  },
  {
    element: (
      <FrameError>
        <MainLayout gated={false} />
      </FrameError>
    ),
    children: [
      // The merchant payment page needs no wallet; it loads its own strings.
      { path: 'gateway/:b64', element: page(merchant, 'MerchantPage') },
      { path: 'gateway/:b64/:settings', element: page(merchant, 'MerchantPage') },
      {
        path: 'import-wallet',
        element: page(() => import('../features/wallet/ImportWalletPage'), 'ImportWalletPage'),
      },
      {
        path: 'donate',
        element: page(
          withAppStrings(() => import('../features/gateway/DonatePage')),
          'DonatePage',
        ),
      },
      {
        path: 'success',
        element: page(
          withAppStrings(() => import('../features/gateway/SuccessPage')),
          'SuccessPage',
        ),
      },
      { path: '*', element: page(() => import('../ui/NotFoundPage'), 'NotFoundPage') },
    ],
  },
];
