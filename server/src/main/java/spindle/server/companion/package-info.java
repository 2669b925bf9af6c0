/**
 * The table companion: Spindle beside a game played with real pieces. The referee's sentences for the last move and
 * a preview of a move before it is sent ({@link spindle.server.companion.RefereeApi}), the QR code of the server's
 * address for the phones at the table ({@link spindle.server.companion.AddressApi}), and the pages {@code /table}
 * and {@code /table/{game}} (docs/table.md). The games themselves are ordinary hosted hot-seat games.
 */
package spindle.server.companion;
