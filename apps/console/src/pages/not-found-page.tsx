import { Link } from 'react-router';
import { PageHeading } from '../components/page-heading.tsx';

export function NotFoundPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeading>Page not found</PageHeading>
      <p>
        There is no console page at this address.{' '}
        <Link to="/" className="text-brand underline">
          Go to the start page
        </Link>
        .
      </p>
    </div>
  );
}
