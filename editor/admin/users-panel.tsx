import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { usersClient, type AdminUser } from "../api/users-client.ts";
import { ActionsHeader, RowActions } from "./admin-table.tsx";
import { ConfirmDeleteDialog, Notice } from "../ui/index.ts";
import { useAdminWrites, type AdminRun } from "./use-admin-writes.ts";
import { UserDialog } from "./user-dialog.tsx";

const USERS_KEY = ["admin", "users"] as const;

const SIGN_IN_LABELS: Record<AdminUser["sign_in"], string> = { password: "Password", "identity-provider": "Identity provider", both: "Password or identity provider" };

type OpenDialog = { kind: "create" } | { kind: "edit" | "delete"; user: AdminUser };

/** Users: who may sign in to the editor, with which role. */
export function UsersPanel({ currentUserId }: { currentUserId: string }) {
  const users = useQuery({ queryKey: USERS_KEY, queryFn: usersClient.list });
  const { notice, setNotice, run } = useAdminWrites(USERS_KEY);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  return (
    <div className="admin-panel">
      <div className="admin-panel__bar">
        <div>
          <h2>Users</h2>
          <p className="admin-panel__lead">Admins manage users, settings and metaheads; editors change and publish pages; viewers only look.</p>
        </div>
        <button type="button" className="editor-button" onClick={() => setDialog({ kind: "create" })}>
          Add user
        </button>
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      {users.isPending ? <p className="editor-loading">Loading users…</p> : null}
      {users.isError ? (
        <p className="editor-error" role="alert">
          The users could not be loaded: {users.error.message}
        </p>
      ) : null}
      {users.isSuccess ? (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Signs in with</th>
              <th scope="col">Status</th>
              <ActionsHeader />
            </tr>
          </thead>
          <tbody>
            {users.data.map((user) => (
              <tr key={user.id}>
                <th scope="row">
                  {user.name}
                  {user.id === currentUserId ? <span className="admin-tag">you</span> : null}
                </th>
                <td>{user.email}</td>
                <td>
                  <span className={`admin-role admin-role--${user.role}`}>{user.role}</span>
                </td>
                <td>{SIGN_IN_LABELS[user.sign_in]}</td>
                <td>{user.disabled ? <span className="admin-state admin-state--off">Disabled</span> : <span className="admin-state admin-state--on">Active</span>}</td>
                <RowActions subject={user.name} onEdit={() => setDialog({ kind: "edit", user })} onDelete={() => setDialog({ kind: "delete", user })} />
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {dialog?.kind === "create" ? <UserDialog user={null} onClose={close} run={run} /> : null}
      {dialog?.kind === "edit" ? <UserDialog user={dialog.user} isSelf={dialog.user.id === currentUserId} onClose={close} run={run} /> : null}
      {dialog?.kind === "delete" ? <DeleteUserDialog user={dialog.user} isSelf={dialog.user.id === currentUserId} onClose={close} run={run} /> : null}
    </div>
  );
}

function DeleteUserDialog({ user, isSelf, onClose, run }: { user: AdminUser; isSelf: boolean; onClose: () => void; run: AdminRun }) {
  const remove = async () => {
    const outcome = await run(() => usersClient.remove(user.id), { fields: [], success: `Deleted ${user.name} (${user.email}).` });
    if (!outcome.ok) return outcome.failure.message;
    if (isSelf) window.location.assign("/");
    return null;
  };
  return (
    <ConfirmDeleteDialog title={`Delete ${user.name}?`} confirmLabel="Delete user" onConfirm={remove} onClose={onClose}>
      <p>
        {user.email} can no longer sign in, and is signed out everywhere.{isSelf ? " This is your own account: you will be signed out now." : ""} Pages they changed keep their history. To stop someone
        signing in for a while, disable the user instead.
      </p>
    </ConfirmDeleteDialog>
  );
}
