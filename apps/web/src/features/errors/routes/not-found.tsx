import { NotFound } from '../components/not-found.tsx';

export function Component() {
  return <NotFound />;
}
