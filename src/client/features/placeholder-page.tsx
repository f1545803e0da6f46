/** A route whose screen arrives with its own issue: it shows its title until then. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-slate-500">This screen is being built.</p>
    </section>
  );
}
