import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { vinsClient, type Vin } from "../api/vins-client.ts";
import { ConfirmDeleteDialog } from "../ui/confirm-delete-dialog.tsx";
import { noRows, Notice, QueryState, type NoticeMessage } from "../ui/index.ts";
import { formatTime } from "./order-format.ts";
import { VinUploadForm } from "./vin-upload-form.tsx";

const VINS_KEY = ["admin", "vins"] as const;

/**
 * The VIN lists with their counts and last uploads; admins upload a CSV to a new or an existing list,
 * and delete a list that is no longer needed.
 */
export function VinsPanel({ canUpload }: { canUpload: boolean }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const lists = useQuery({ queryKey: VINS_KEY, queryFn: vinsClient.lists });
  const [deleting, setDeleting] = useState<Vin | null>(null);
  return (
    <div className="admin-panel">
      <div className="admin-panel__bar">
        <div>
          <h2>VIN lists</h2>
          <p className="admin-panel__lead">
            The vehicles a VIN checker or Map update block asks about, one list per key.{" "}
            {canUpload ? "Uploading a CSV replaces the whole list." : "Only admins may upload lists."}
          </p>
        </div>
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <QueryState
        query={lists}
        loading="Loading VIN lists…"
        failure="The VIN lists could not be loaded"
        isEmpty={noRows}
        empty="No VIN list yet."
      >
        {(rows) => (
          <table className="admin-table" aria-label="VIN lists">
            <thead>
              <tr>
                <th scope="col">List</th>
                <th scope="col" className="admin-table__number">
                  VINs
                </th>
                <th scope="col">Last upload</th>
                {canUpload ? (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((list) => (
                <tr key={list.list}>
                  <th scope="row">
                    <Link to={`/admin/vins/${encodeURIComponent(list.list)}`}>
                      <code>{list.list}</code>
                    </Link>
                  </th>
                  <td className="admin-table__number">{list.count.toLocaleString("en-GB")}</td>
                  <td>{formatTime(list.updated_at)}</td>
                  {canUpload ? (
                    <td>
                      <button
                        type="button"
                        className="editor-button editor-button--quiet"
                        aria-label={`Delete list ${list.list}`}
                        onClick={() => setDeleting(list)}
                      >
                        Delete
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      {deleting ? (
        <ConfirmDeleteDialog
          title={`Delete VIN list ${deleting.list}?`}
          confirmLabel="Delete list"
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await vinsClient.remove(deleting.list);
            } catch (error) {
              return error instanceof Error ? error.message : "The list could not be deleted.";
            }
            await queryClient.invalidateQueries({ queryKey: VINS_KEY });
            setNotice({ tone: "success", text: `Deleted list ${deleting.list}.` });
            return null;
          }}
        >
          <p>
            Its {deleting.count.toLocaleString("en-GB")} VIN{deleting.count === 1 ? "" : "s"} go. VIN checker and Map
            update blocks that use the key <code>{deleting.list}</code> answer &ldquo;not found&rdquo; until a list with
            that key is uploaded again.
          </p>
        </ConfirmDeleteDialog>
      ) : null}
      {canUpload ? (
        <VinUploadForm
          lists={lists.data ?? []}
          onUploaded={async (saved) => {
            await queryClient.invalidateQueries({ queryKey: VINS_KEY });
            setNotice({
              tone: "success",
              text: `Uploaded list ${saved.list}: ${saved.count.toLocaleString("en-GB")} VIN${saved.count === 1 ? "" : "s"}.`,
            });
          }}
        />
      ) : null}
    </div>
  );
}
