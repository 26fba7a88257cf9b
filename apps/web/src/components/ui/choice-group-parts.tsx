import { FieldError, Label, Text } from 'react-aria-components';

/**
 * The label and small print of a React Aria radio or checkbox group: inside the group, React Aria
 * ties them to it (aria-labelledby, aria-describedby).
 */
export function ChoiceGroupHeading({ label, description }: { label: string; description?: string }) {
  return (
    <>
      <Label className="font-medium">{label}</Label>
      {description ? (
        <Text slot="description" className="text-sm">
          {description}
        </Text>
      ) : null}
    </>
  );
}

/** The group's message; React Aria shows it and references it while the group is invalid. */
export function ChoiceGroupError({ message }: { message: string | undefined }) {
  return <FieldError className="text-sm font-medium text-red-700">{message}</FieldError>;
}
