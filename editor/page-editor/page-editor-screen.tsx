import { useParams } from "react-router";

/** Placeholder for the page editor (Puck canvas, inspector, autosave, publish, versions). */
export function PageEditorScreen() {
  const { id } = useParams();
  return <p style={{ padding: 24 }}>Page {id}</p>;
}
