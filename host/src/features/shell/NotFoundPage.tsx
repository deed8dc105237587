export function NotFoundPage() {
  return (
    <section className="py-20 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <a href="/" className="mt-4 inline-block text-sky-600 underline dark:text-sky-400">
        Back to the portfolio
      </a>
    </section>
  );
}
