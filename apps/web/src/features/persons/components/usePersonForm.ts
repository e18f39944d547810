import { MESSAGES, type Person } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, type UseFormReturn, useForm } from 'react-hook-form';
import { isStaleWrite } from '../../../components/StaleVersionAlert.tsx';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import {
  PERSON_FORM_FIELDS,
  type PersonFormInput,
  type PersonFormOutput,
  type PersonFormValues,
  personFormDefaults,
  personFormSchema,
  personFormValues,
} from '../personForm.ts';

export type PersonFormApi = UseFormReturn<PersonFormInput, unknown, PersonFormOutput>;

/** What each section of the person form is given. */
export interface PersonFieldsProps {
  form: PersonFormApi;
  errors: FieldErrors<PersonFormInput>;
  /** One column, sections without frames (the tree editor's side panel). */
  compact: boolean;
}

export interface PersonFormState {
  form: PersonFormApi;
  /** The version-conflict message to show above the fields, after a 409. */
  conflict: string | null;
  submit: ReturnType<PersonFormApi['handleSubmit']>;
}

/**
 * The person form's values and saving: validation by the shared schema, the server's field errors
 * under their fields, a version conflict kept for the alert, and reloaded data merged in.
 */
export function usePersonForm(
  person: Person | undefined,
  onSubmit: (values: PersonFormValues) => Promise<void>,
): PersonFormState {
  const form = useForm<PersonFormInput, unknown, PersonFormOutput>({
    resolver: zodResolver(personFormSchema),
    defaultValues: personFormDefaults(person),
    mode: 'onTouched',
  });
  const [conflict, setConflict] = useState<string | null>(null);

  // Reloaded data fills the fields the user has not touched (their edits stay); another person
  // replaces everything.
  const { reset } = form;
  const shown = useRef({ id: person?.id, version: person?.version });
  useEffect(() => {
    if (!person) return;
    const samePerson = shown.current.id === person.id;
    if (!samePerson || shown.current.version !== person.version) setConflict(null);
    shown.current = { id: person.id, version: person.version };
    reset(personFormDefaults(person), { keepDirtyValues: samePerson });
  }, [person, reset]);

  const submit = form.handleSubmit(async (output) => {
    setConflict(null);
    try {
      await onSubmit(personFormValues(output));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, PERSON_FORM_FIELDS);
      if (isStaleWrite(error)) setConflict(errorMessage(error, MESSAGES.versionConflict));
    }
  });

  return { form, conflict, submit };
}
