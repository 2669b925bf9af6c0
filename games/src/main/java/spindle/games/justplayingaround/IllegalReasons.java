package spindle.games.justplayingaround;

import java.util.ArrayList;
import java.util.List;

/** Why a real action is refused, in words a player can act on ({@code Game.whyIllegal}). */
final class IllegalReasons {
    private IllegalReasons() {
    }

    static String why(RoundPosition p, int action) {
        switch (p.phase) {
            case RoundPosition.SETUP, RoundPosition.THROW:
                return "the dice are being thrown";
            case RoundPosition.WON:
                return "the normal objective is met: continue (extended game) or stop";
            case RoundPosition.ROUND_END:
                return "the round is over: continue or retire";
            case RoundPosition.FINISHED:
                return "the game is over";
            default:
                return whyInPlay(p, action);
        }
    }

    private static String whyInPlay(RoundPosition p, int action) {
        switch (action) {
            case Actions.CONTINUE, Actions.STOP:
                return "continue and stop are decided right after meeting the normal objective";
            case Actions.RETIRE:
                return "retiring is decided at the end of a round, after the four plays";
            case Actions.BANK:
                if (!p.rules.competition()) {
                    return "banking time is for competition play";
                }
                return p.throwKind() == ThrowKind.NORMAL ? "only a free-play round can be banked"
                        : "a round is banked before its first play, once";
            default:
                return whyPlay(p, action);
        }
    }

    private static String whyPlay(RoundPosition p, int action) {
        int piece = Actions.piece(action);
        int colour = Geometry.colourOf(piece);
        String name = Geometry.COLOUR_NAMES[colour];
        if (p.hasPlayed(colour)) {
            return name + " has played this round already: each colour plays once a round (rule 5.1); " + next(p);
        }
        if (!PlayRules.colourToPlay(p, colour)) {
            return "plays go R, G, B, Y (rule 5.1): " + next(p);
        }
        int identified = PlayRules.identified(p, colour);
        if (!PlayRules.anyPiece(p) && piece != identified) {
            return "the " + Geometry.COLOUR_LETTERS[colour] + " die names " + Geometry.pieceName(identified)
                    + " (rule 5.2): play " + allowed(p, colour);
        }
        int d = Actions.direction(action);
        int mask = PlayRules.directions(p, colour);
        if ((mask & 1 << d) == 0) {
            return "the director W" + p.dice[4] + " sends " + name + " "
                    + RefereeWords.directions(mask, colour).replace(" (your choice)", "") + " (rule 4.3): play "
                    + allowed(p, colour);
        }
        int target = Geometry.step(p.board.where[piece], d);
        if (Actions.group(action) && p.board.height(target) == 0) {
            return Geometry.squareName(target) + " is empty: the whole stack moves there without 'group' (rule 6.1)";
        }
        if (Actions.group(action)) {
            return p.extended
                    ? "a whole stack moves onto an occupied square only if the result keeps all colours different "
                            + "(rule 8.3.2)"
                    : "a whole stack moves onto an occupied square only as a two-stack that forms a stack of "
                            + "three or four different colours (rule 6.2.1)";
        }
        return "here the whole stack must move: add 'group'";
    }

    /** "now yellow plays: Y4 N", or in a competition the colours still to play. */
    private static String next(RoundPosition p) {
        if (p.rules.competition()) {
            List<String> left = new ArrayList<>();
            for (int c = 0; c < Geometry.COLOURS; c++) {
                if (!p.hasPlayed(c)) {
                    left.add(Geometry.COLOUR_NAMES[c]);
                }
            }
            return "still to play: " + String.join(", ", left);
        }
        int c = PlayRules.nextColour(p);
        return "now " + Geometry.COLOUR_NAMES[c] + " plays: " + allowed(p, c);
    }

    /** The play the throw allows colour c, as notation: "R2 N", "R3 SW, S or SE", "any red piece N". */
    private static String allowed(RoundPosition p, int c) {
        String piece = PlayRules.anyPiece(p) ? "any " + Geometry.COLOUR_NAMES[c] + " piece"
                : Geometry.pieceName(PlayRules.identified(p, c));
        return piece + " " + RefereeWords.directions(PlayRules.directions(p, c), c).replace(" (your choice)", "");
    }
}
