import { useState } from 'react';
import { nextSampleIndex } from '@/domain/samples';
import type { ValidationKey } from '@/domain/schemas/validation';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { displayedValues } from './item-values';
import { useSchemaForm, type FormValues, type SchemaForm } from './use-schema-form';

type ItemValues = FormValues & { itemType: string; country: string };

/** One save of a new item, as the form describes it to `SaveFlow.save`. */
export interface SaveAttempt<P extends string> {
  /** The message key of the form's own check of the values, or null when they passed. */
  invalid: ValidationKey | null;
  /** Writes the item (and its photos), saying which phase it is in and how far the upload is. */
  write: (onPhase: (phase: P, share: number) => void) => Promise<string>;
  /** Whether the item itself was written before the failure (only photos failed). */
  created: () => boolean;
  /** What the reader is told of a failure. */
  failed: (failure: unknown) => string;
  /** What the console is told of a failure. */
  logLabel: string;
}

export interface SaveFlow<T extends ItemValues, P extends string> extends SchemaForm<T> {
  /** The photos picked, for the form's ImagePicker. */
  photos: {
    files: File[];
    onChange: (files: File[]) => void;
    disabled: boolean;
    progress: number | null;
  };
  /** The message of the last failure (the form's check or the save). */
  error: string | null;
  /** What the save is doing (its button's label), null while it is not running. */
  phase: P | null;
  busy: boolean;
  /** The fields can no longer change: the save is running, or the item is saved (photos failed). */
  locked: boolean;
  /** The number (from 1) of the sample the fill button puts in next. */
  nextSample: number;
  fillSample: () => void;
  /** Runs one attempt: the item's id once it is saved, null when the check or the save failed. */
  save: (attempt: SaveAttempt<P>) => Promise<string | null>;
}

/**
 * A new item's form (found-item registration, the guest's lost report; spec §2, §8): the photos,
 * the sample fill, the save with its phases and upload progress, and the failure. Once the item
 * itself is saved and only photos failed, its fields stay as typed but can no longer change: a
 * retry (the caller keeps one client-made id for every attempt) sends only the photos.
 */
export function useSaveFlow<T extends ItemValues, P extends string>(
  initial: T,
  samples: () => readonly (Partial<T> & { itemType: string; country: string })[],
): SaveFlow<T, P> {
  const dt = useDynamicT();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<P | null>(null);
  const [progress, setProgress] = useState(0);
  const [sample, setSample] = useState(0);
  const [saved, setSaved] = useState(false);
  const busy = phase !== null;
  const schemaForm = useSchemaForm<T>(initial, busy || saved);
  const { form } = schemaForm;

  function fillSample() {
    form.setValues(displayedValues(samples()[sample], dt));
    setSample(nextSampleIndex(sample));
    setError(null);
    form.clearErrors();
  }

  async function save({ invalid, write, created, failed, logLabel }: SaveAttempt<P>) {
    if (invalid) {
      setError(dt(`errors.${invalid}`));
      return null;
    }
    setError(null);
    try {
      return await write((next, share) => {
        setPhase(next);
        setProgress(share);
      });
    } catch (failure) {
      console.error(logLabel, failure);
      setSaved(created());
      setError(failed(failure));
      setPhase(null);
      return null;
    }
  }

  return {
    ...schemaForm,
    photos: {
      files,
      onChange: setFiles,
      disabled: busy,
      progress: phase === 'uploading' ? progress : null,
    },
    error,
    phase,
    busy,
    locked: busy || saved,
    nextSample: sample + 1,
    fillSample,
    save,
  };
}
