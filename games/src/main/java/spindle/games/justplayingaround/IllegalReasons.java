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
            return name + " has already played this round";
        }
        if (!PlayRules.colourToPlay(p, colour)) {
            return "plays go R, G, B, Y: it is " + Geometry.COLOUR_NAMES[PlayRules.nextColour(p)] + "'s play";
        }
        int identified = PlayRules.identified(p, colour);
        if (!PlayRules.anyPiece(p) && piece != identified) {
            return "the " + Geometry.COLOUR_LETTERS[colour] + " die identifies " + Geometry.pieceName(identified);
        }
        int d = Actions.direction(action);
        int mask = PlayRules.directions(p, colour);
        if ((mask & 1 << d) == 0) {
            List<String> names = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                if ((mask & 1 << i) != 0) {
                    names.add(Geometry.DIRECTION_NAMES[i]);
                }
            }
            return "director W" + p.dice[4] + " sends " + name + " " + String.join(" or ", names);
        }
        int target = Geometry.step(p.board.where[piece], d);
        if (Actions.group(action) && p.board.height(target) == 0) {
            return Geometry.squareName(target) + " is empty: the whole stack moves there without 'group'";
        }
        if (Actions.group(action)) {
            return p.extended
                    ? "a whole stack moves onto an occupied square only if the result keeps all colours different"
                    : "a whole stack moves onto an occupied square only as a two-stack that forms a stack of "
                            + "three or four different colours";
        }
        return "here the whole stack must move: add 'group'";
    }
}
