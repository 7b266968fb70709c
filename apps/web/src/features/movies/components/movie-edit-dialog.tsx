import { MovieBody } from '@manabiya/domain/contracts/movies';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { useUpdateMovie, type MovieRow } from '../api/movie-admin-api.ts';
import { MovieFacts } from './movie-facts.tsx';

/** Edits a movie's title and description (the file stays; a new file is a new upload). */
export function MovieEditDialog({ movie, onClose }: { movie: MovieRow; onClose: () => void }) {
  const { t } = useTranslation('movies');
  const { form, dialogProps } = useFormDialog({
    schema: MovieBody,
    defaultValues: { title: movie.title, description: movie.description ?? '' },
    mutation: useUpdateMovie(),
    toVariables: (body) => ({ id: movie.id, body }),
    savedMessage: () => t('movies.edit.saved'),
    onClose,
  });
  return (
    <FormDialog {...dialogProps} title={t('movies.edit.title')}>
      <MovieFacts movie={movie} />
      <FormTextField control={form.control} name="title" label={t('movies.fields.title')} required autoComplete="off" />
      <FormTextField control={form.control} name="description" label={t('movies.fields.description')} multiline minRows={3} />
    </FormDialog>
  );
}
