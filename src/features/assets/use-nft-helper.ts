import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  arc3MetadataHashHex,
  buildArc69Note,
  type Arc69Fields,
} from '../../core/assets/nft-create';
import type { AssetCreatePage } from './use-asset-create-page';

/** ARC-3: the metadata document typed here is hashed into the asset's metadata hash. */
export function useArc3Fields(page: AssetCreatePage) {
  const [document, setDocument] = useState('');
  const hash = useMutation({
    mutationFn: () => arc3MetadataHashHex(document),
    onSuccess: (hex) => page.update({ metadataHash: hex }),
  });
  return { document, setDocument, hash };
}

const emptyArc69: Arc69Fields = { description: '', externalUrl: '', mimeType: '', properties: '' };

/** ARC-69: the fields become the JSON note, kept in the form's note while they are valid. */
export function useArc69Fields(page: AssetCreatePage) {
  const [fields, setFields] = useState(emptyArc69);
  return {
    fields,
    built: buildArc69Note(fields),
    change(patch: Partial<Arc69Fields>) {
      const next = { ...fields, ...patch };
      setFields(next);
      const note = buildArc69Note(next);
      page.update({ note: note.ok ? note.note : '' });
    },
  };
}
