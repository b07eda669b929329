import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * 'A field's error clears when the user edits it' (admin §5): the form checks on submit, and a field
 * the user then types in loses its message at once, valid or not yet. `onEdit` hears every edit by
 * the user (not setValue), e.g. to make a slug follow a name:
 *
 *   const methods = useForm({ resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
 *   useClearErrorOnEdit(methods, (name, values) => { if (name === 'name') setValue('slug', …) });
 */
export function useClearErrorOnEdit<Values extends FieldValues, Output>(
  methods: UseFormReturn<Values, unknown, Output>,
  onEdit?: (name: string, values: Values) => void,
): void {
  const { subscribe, clearErrors } = methods;
  // The latest callback, without subscribing again on every render.
  const latest = useRef(onEdit);
  useEffect(() => {
    latest.current = onEdit;
  });
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type, values }) => {
          if (!name || type !== 'change') return;
          clearErrors(name as Parameters<typeof clearErrors>[0]);
          latest.current?.(name, values);
        },
      }),
    [subscribe, clearErrors],
  );
}
