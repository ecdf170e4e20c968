/** Requisites as the API sends them (`{ wallet: 'T…' }`): each name over its value, copyable. */
export function RequisitesList({ requisites }: { requisites: Record<string, string> | null }) {
  return (
    <dl className="admin-kv">
      {Object.entries(requisites ?? {}).map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd className="admin-mono admin-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
