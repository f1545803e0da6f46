import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">404 Page Not Found</h1>
      <p className="text-slate-600 dark:text-slate-300">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="text-brand-700 underline">
        Go to the home page
      </Link>
    </main>
  );
}
