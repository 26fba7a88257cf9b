/** VAL-001: the default required message. */
export const REQUIRED_MESSAGE = 'Required';
