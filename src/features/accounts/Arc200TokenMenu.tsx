import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { ActionIcon, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { ConfirmRemovalModal } from '../../ui/modal/ConfirmRemovalModal';

/**
 * A token row's menu: "Remove token", asked again first. The list is the wallet's on this
 * network, so the question says the token leaves every account's list, and nothing on chain.
 */
export function Arc200TokenMenu({
  name,
  appId,
  onRemove,
}: {
  name: string;
  appId: bigint;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('arc200.menu', { name })}>
            ⋯
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item color="red" onClick={() => setAsking(true)}>
            {t('arc200.remove')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmRemovalModal
        subject={
          asking ? { name, address: t('arc200.appIdValue', { id: appId.toString() }) } : null
        }
        title={t('arc200.removeTitle')}
        text={t('arc200.removeText')}
        confirmLabel={t('arc200.remove')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onRemove();
        }}
      />
    </>
  );
}
