import { useCallback, useState } from 'react';

/** A form's values and its errors, keyed by the input's field names so the schema's errors land on them. */
export interface UtilityFormState<V extends object> {
  values: V;
  errors: Record<string, string>;
  /** Sets one field; its error goes, as it belongs to the attempt that caused it. */
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
  setErrors: (errors: Record<string, string>) => void;
}

export function useUtilityForm<V extends object>(initial: V): UtilityFormState<V> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  }, []);
  return { values, errors, set, setErrors };
}
