import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/** A row of links shown as buttons, the current one filled. */
export function TabLinks({
  label,
  links,
}: {
  label: string;
  links: { to: string; label: string; active: boolean }[];
}) {
  return (
    <Group component="nav" aria-label={label} gap="xs">
      {links.map((link) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          size="compact-md"
          variant={link.active ? 'filled' : 'default'}
          aria-current={link.active ? 'page' : undefined}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
