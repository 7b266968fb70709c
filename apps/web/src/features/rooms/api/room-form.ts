/**
 * A message that may carry files, as the endpoint's multipart form: the body as the `data` part
 * (JSON), then one `files` part per attachment, in the order they were picked.
 */
export function messageForm(body: object, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  for (const file of files) form.append('files', file, file.name);
  return form;
}
