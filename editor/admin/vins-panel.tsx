import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { vinsClient } from "../api/vins-client.ts";
import { Notice, type NoticeMessage } from "../ui/index.ts";
import { formatTime } from "./order-format.ts";
import { VinUploadForm } from "./vin-upload-form.tsx";

const VINS_KEY = ["admin", "vins"] as const;

/** The VIN lists with their counts and last uploads; admins upload a CSV to a new or an existing list. */
export function VinsPanel({ canUpload }: { canUpload: boolean }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const lists = useQuery({ queryKey: VINS_KEY, queryFn: vinsClient.lists });
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
      {lists.isPending ? <p className="editor-loading">Loading VIN lists…</p> : null}
      {lists.isError ? (
        <p className="editor-error" role="alert">
          The VIN lists could not be loaded: {lists.error.message}
        </p>
      ) : null}
      {lists.data && lists.data.length === 0 ? <p className="admin-panel__empty">No VIN list yet.</p> : null}
      {lists.data && lists.data.length > 0 ? (
        <table className="admin-table" aria-label="VIN lists">
          <thead>
            <tr>
              <th scope="col">List</th>
              <th scope="col" className="admin-table__number">
                VINs
              </th>
              <th scope="col">Last upload</th>
            </tr>
          </thead>
          <tbody>
            {lists.data.map((list) => (
              <tr key={list.list}>
                <th scope="row">
                  <code>{list.list}</code>
                </th>
                <td className="admin-table__number">{list.count.toLocaleString("en-GB")}</td>
                <td>{formatTime(list.updated_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
