package spindle.server.game;

/**
 * What the players of a hosted game agreed or gave up besides their moves: a resignation or an agreed draw that
 * ended the game before its rules did, a pending draw offer, and a rematch offered or made. Immutable, part of a
 * {@link Table}; stored as JSON in the game's row (migration V13), so an ending survives a restart.
 *
 * @param ending {@code null} while only the rules can end the game, else {@code resigned}, {@code draw-agreed} or
 *               {@code time} (a flag fell: {@link Clocks})
 * @param resigned the seat that resigned or whose flag fell, or -1
 * @param drawOffer the seat whose draw offer is pending, or -1
 * @param rematchOffer the seat whose rematch offer is pending, or -1
 * @param rematchId the id the rematch will have (chosen with the offer, so the offerer's new token can be derived)
 * @param rematchHash the hash of the offerer's token for the rematch
 * @param rematchGame the rematch once both agreed (its id), else {@code null}
 * @param rematchDeclined whether the last rematch offer was declined (until someone offers again); rows stored
 *                        before it existed read as false
 * @param rated whether the game counts for the players' ratings (chosen at creation; no undo then)
 * @param tableDice whether the people at the table throw their own dice and enter each outcome (chosen at
 *                  creation, {@code "dice": "table"}); false: the server draws them from the seed. Rows stored
 *                  before it existed read as false
 */
public record Conduct(String ending, int resigned, int drawOffer, int rematchOffer, String rematchId,
                      String rematchHash, String rematchGame, boolean rematchDeclined, boolean rated,
                      boolean tableDice) {

    /** Nothing agreed, nothing offered. */
    public static final Conduct NONE = new Conduct(null, -1, -1, -1, null, null, null, false, false, false);

    /** Nothing agreed or offered yet in a rated game. */
    public static final Conduct RATED = new Conduct(null, -1, -1, -1, null, null, null, false, true, false);

    /** Nothing agreed or offered yet in a game whose chance outcomes the table enters. */
    public static final Conduct TABLE_DICE = new Conduct(null, -1, -1, -1, null, null, null, false, false, true);

    public Conduct withEnding(String why, int seat) {
        return new Conduct(why, seat, -1, rematchOffer, rematchId, rematchHash, rematchGame, rematchDeclined, rated,
                tableDice);
    }

    public Conduct withDrawOffer(int seat) {
        return new Conduct(ending, resigned, seat, rematchOffer, rematchId, rematchHash, rematchGame,
                rematchDeclined, rated, tableDice);
    }

    public Conduct withRematchOffer(int seat, String id, String hash) {
        return new Conduct(ending, resigned, drawOffer, seat, id, hash, rematchGame, false, rated, tableDice);
    }

    public Conduct withRematchGame(String id) {
        return new Conduct(ending, resigned, drawOffer, -1, rematchId, rematchHash, id, false, rated, tableDice);
    }

    /** The pending rematch offer turned down: no offer, and the offerer is told so. */
    public Conduct withRematchDeclined() {
        return new Conduct(ending, resigned, drawOffer, -1, null, null, rematchGame, true, rated, tableDice);
    }
}
