import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from './button.tsx';

/**
 * A list's filters: the fields in a grid, applied together on submit, and (when the list offers it)
 * a button that clears them. The fields check themselves and show their errors at the field.
 */
export function ListFilters({
  label,
  onSubmit,
  onClear,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  onClear?: () => void;
  children: ReactNode;
}) {
  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={label}>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">{children}</div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit">Apply filters</Button>
        {onClear ? (
          <Button variant="secondary" onPress={onClear}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
