/** The last column of every admin table: its header (for screen readers only) and each row's buttons. */
export function ActionsHeader() {
  return (
    <th scope="col" className="admin-table__actions">
      <span className="visually-hidden">Actions</span>
    </th>
  );
}

/** Edit and Delete for one row; `subject` completes their accessible names ("Edit site.theme"). */
export function RowActions({ subject, onEdit, onDelete }: { subject: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <td className="admin-table__actions">
      <button type="button" className="row-button" onClick={onEdit} aria-label={`Edit ${subject}`}>
        Edit
      </button>
      <button type="button" className="row-button row-button--danger" onClick={onDelete} aria-label={`Delete ${subject}`}>
        Delete
      </button>
    </td>
  );
}
