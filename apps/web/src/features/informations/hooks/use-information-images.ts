import type { InformationFile, InformationImageChange } from '@manabiya/domain/contracts/informations';
import { FILE_CHANGE, MAX_INFORMATION_IMAGE_BYTES, MAX_INFORMATION_IMAGES } from '@manabiya/domain/enums/information';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export interface InformationImages {
  existing: readonly InformationFile[];
  /** Ids of existing images marked for removal. */
  removed: ReadonlySet<number>;
  /** New files, in the order their `images` parts are sent. */
  added: readonly File[];
  /** Object URLs of `added`, same order. */
  previews: readonly string[];
  /** Why the last pick was (partly) refused; empty when it was not. */
  errors: readonly string[];
  toggleRemoved: (id: number) => void;
  add: (files: readonly File[]) => void;
  cancelAdded: (index: number) => void;
  /** `information_files` of the request body: kept (1) and removed (2) images, then the new ones (0). */
  changes: InformationImageChange[];
}

/**
 * The image list of the notice editor with the spec's file change markers. Type, size and count are
 * checked here for a quick message; the server checks again by the bytes.
 */
export function useInformationImages(existing: readonly InformationFile[]): InformationImages {
  const { t } = useTranslation();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  const [added, setAdded] = useState<readonly File[]>([]);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const previews = useMemo(() => added.map((file) => URL.createObjectURL(file)), [added]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const keptCount = existing.filter((file) => !removed.has(file.id)).length;

  const toggleRemoved = (id: number) => {
    setErrors([]);
    const next = new Set(removed);
    if (next.has(id)) {
      if (keptCount + added.length >= MAX_INFORMATION_IMAGES) return setErrors([t('informations.admin.imageCount', { max: MAX_INFORMATION_IMAGES })]);
      next.delete(id);
    } else {
      next.add(id);
    }
    setRemoved(next);
  };

  const add = (files: readonly File[]) => {
    const messages: string[] = [];
    const accepted: File[] = [];
    let room = MAX_INFORMATION_IMAGES - keptCount - added.length;
    for (const file of files) {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) messages.push(t('informations.admin.imageType', { name: file.name }));
      else if (file.size > MAX_INFORMATION_IMAGE_BYTES) messages.push(t('informations.admin.imageSize', { name: file.name }));
      else if (room <= 0) {
        messages.push(t('informations.admin.imageCount', { max: MAX_INFORMATION_IMAGES }));
        break;
      } else {
        accepted.push(file);
        room -= 1;
      }
    }
    setErrors(messages);
    if (accepted.length > 0) setAdded([...added, ...accepted]);
  };

  const cancelAdded = (index: number) => {
    setErrors([]);
    setAdded(added.filter((_, position) => position !== index));
  };

  const changes: InformationImageChange[] = [
    ...existing.map((file): InformationImageChange =>
      removed.has(file.id) ? { changed: FILE_CHANGE.remove, id: file.id } : { changed: FILE_CHANGE.keep, id: file.id },
    ),
    ...added.map((file): InformationImageChange => ({ changed: FILE_CHANGE.add, name: file.name.slice(0, 200) || 'image' })),
  ];

  return { existing, removed, added, previews, errors, toggleRemoved, add, cancelAdded, changes };
}
