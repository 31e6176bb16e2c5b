/** A place on a map and in the address list beside it. */
export interface MapPlace {
  name: string;
  /** One line, as a visitor would type it into a maps app; may be empty. */
  address: string;
  latitude: number;
  longitude: number;
}
