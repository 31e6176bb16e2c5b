import { useQuery } from "@tanstack/react-query";
import { usersClient, type AdminUser } from "../api/users-client.ts";
import { EntityPanel } from "../ui/index.ts";
import { UserDialog } from "./user-dialog.tsx";

const USERS_KEY = ["admin", "users"] as const;

const SIGN_IN_LABELS: Record<AdminUser["sign_in"], string> = {
  password: "Password",
  "identity-provider": "Identity provider",
  both: "Password or identity provider",
};

/** Users: who may sign in to the editor, with which role. */
export function UsersPanel({ currentUserId }: { currentUserId: string }) {
  const users = useQuery({ queryKey: USERS_KEY, queryFn: usersClient.list });
  const isSelf = (user: AdminUser) => user.id === currentUserId;
  return (
    <EntityPanel<AdminUser>
      title="Users"
      lead="Admins manage users, settings and metaheads; editors change and publish pages; viewers only look."
      addLabel="Add user"
      noun="users"
      list={users}
      writesKey={USERS_KEY}
      rowKey={(user) => user.id}
      subject={(user) => user.name}
      columns={[
        {
          header: "Name",
          rowHeader: true,
          cell: (user) => (
            <>
              {user.name}
              {isSelf(user) ? <span className="admin-tag">you</span> : null}
            </>
          ),
        },
        { header: "E-mail", cell: (user) => user.email },
        { header: "Role", cell: (user) => <span className={`admin-role admin-role--${user.role}`}>{user.role}</span> },
        { header: "Signs in with", cell: (user) => SIGN_IN_LABELS[user.sign_in] },
        {
          header: "Status",
          cell: (user) =>
            user.disabled ? (
              <span className="admin-state admin-state--off">Disabled</span>
            ) : (
              <span className="admin-state admin-state--on">Active</span>
            ),
        },
      ]}
      form={(user, close, run) => (
        <UserDialog user={user} isSelf={user !== null && isSelf(user)} onClose={close} run={run} />
      )}
      deletion={{
        title: (user) => `Delete ${user.name}?`,
        confirmLabel: "Delete user",
        remove: (user) => usersClient.remove(user.id),
        success: (user) => `Deleted ${user.name} (${user.email}).`,
        body: (user) => (
          <p>
            {user.email} can no longer sign in, and is signed out everywhere.
            {isSelf(user) ? " This is your own account: you will be signed out now." : ""} Pages they changed keep their
            history. To stop someone signing in for a while, disable the user instead.
          </p>
        ),
        afterDelete: (user) => {
          if (isSelf(user)) window.location.assign("/");
        },
      }}
    />
  );
}
