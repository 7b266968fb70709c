import type { InformationFile, InformationImageChange } from '@manabiya/domain/contracts/informations';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { InformationImagesField } from './information-images-field.tsx';
import { useInformationImages } from '../hooks/use-information-images.ts';

const EXISTING: InformationFile[] = [
  { id: 11, path: '/api/files/information/a.png', name: '会場.png' },
  { id: 12, path: '/api/files/information/b.png', name: '地図.png' },
];

/** The field with what the editor would send, printed for the assertions. */
function Harness({ existing }: { existing: InformationFile[] }) {
  const images = useInformationImages(existing);
  return (
    <>
      <InformationImagesField images={images} />
      <output data-testid="changes">{JSON.stringify(images.changes)}</output>
      <output data-testid="added">{JSON.stringify(images.added.map((file) => file.name))}</output>
    </>
  );
}

const changes = () => JSON.parse(screen.getByTestId('changes').textContent) as InformationImageChange[];
const added = () => JSON.parse(screen.getByTestId('added').textContent) as string[];

const image = (name: string, type = 'image/png', size = 10) => new File([new Uint8Array(size)], name, { type });
const pick = (files: File[]) => fireEvent.change(screen.getByTestId('information-image-input'), { target: { files } });

// jsdom has no object URLs; the previews only need some string.
const originalCreate = URL.createObjectURL.bind(URL);
const originalRevoke = URL.revokeObjectURL.bind(URL);
beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});
afterEach(cleanup);

describe('InformationImagesField', () => {
  it('marks kept (1), removed (2) and new (0) images, new ones in the order of their file parts', () => {
    renderWithProviders(<Harness existing={EXISTING} />);
    fireEvent.click(screen.getByRole('button', { name: '会場.pngを削除' }));
    expect(screen.getByText('削除予定')).toBeTruthy();
    pick([image('b.webp', 'image/webp'), image('a.jpg', 'image/jpeg')]);
    expect(changes()).toEqual([
      { changed: 2, id: 11 },
      { changed: 1, id: 12 },
      { changed: 0, name: 'b.webp' },
      { changed: 0, name: 'a.jpg' },
    ]);
    expect(added()).toEqual(['b.webp', 'a.jpg']);

    // Undo the removal and drop one new file again.
    fireEvent.click(screen.getByRole('button', { name: '会場.pngを元に戻す' }));
    fireEvent.click(screen.getByRole('button', { name: 'b.webpを追加しない' }));
    expect(changes()).toEqual([
      { changed: 1, id: 11 },
      { changed: 1, id: 12 },
      { changed: 0, name: 'a.jpg' },
    ]);
  });

  it('refuses other types, files over 5 MB and more than 10 images, keeping the acceptable ones', () => {
    renderWithProviders(<Harness existing={EXISTING} />);
    pick([image('anim.gif', 'image/gif'), image('huge.png', 'image/png', 5 * 1024 * 1024 + 1), image('ok.png')]);
    expect(screen.getByText('anim.gif: PNG・JPEG・WebPの画像を選んでください。')).toBeTruthy();
    expect(screen.getByText('huge.png: 5MB以下の画像を選んでください。')).toBeTruthy();
    expect(added()).toEqual(['ok.png']);

    pick(Array.from({ length: 8 }, (_, index) => image(`p${index}.png`)));
    expect(screen.getByText('画像は10枚までです。')).toBeTruthy();
    expect(added()).toHaveLength(8);
    expect(changes().filter((change) => change.changed !== 2)).toHaveLength(10);
  });
});
