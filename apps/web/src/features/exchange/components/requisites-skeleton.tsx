/** Stands in for the requisites while the pair loads. */
export function RequisitesSkeleton() {
  return (
    <div className="exchange__requisites-skeleton" aria-hidden="true">
      <span className="skeleton" style={{ width: '40%', height: 14 }} />
      <span className="skeleton" style={{ height: 48 }} />
    </div>
  );
}
