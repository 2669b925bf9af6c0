package spindle.games.justplayingaround;

import java.util.random.RandomGenerator;
import spindle.engine.ChanceOutcomes;
import spindle.engine.Position;

/**
 * A solo game (or one competition contender's game) of Just Playing a Round: the state machine of rules section 10.
 *
 * <p>A round is five chance nodes (the dice R, G, B, Y, then the director W, one die each) followed by the four
 * colour plays; a competition contender may instead bank on a free-play round and then chooses the order of plays.
 * The payoff is the final score of an extended game (0 when retiring below 6 points); a game stopped right after
 * the normal objective pays minus the number of rounds used, so that fewer rounds is better for an AI.
 */
public final class RoundPosition implements Position {
    static final int SETUP = 0;
    static final int THROW = 1;
    static final int PLAY = 2;
    static final int WON = 3;
    static final int ROUND_END = 4;
    static final int FINISHED = 5;

    private static final ChanceOutcomes DIE = ChanceOutcomes.uniform(0, 1, 2, 3, 4, 5);
    private static final ChanceOutcomes SETUP_RANKS = ChanceOutcomes.uniform(ranks());

    final Rules rules;
    final Board board;
    private ExtendedProtocol extendedProtocol;
    int phase;
    /** The chance node within the phase: the colour of a setup draw, or the die being thrown (4 = director). */
    int node;
    /** Die faces 1..6: R, G, B, Y, W. */
    final int[] dice = new int[5];
    ThrowKind kind = ThrowKind.NORMAL;
    boolean banked;
    /** Bit per colour already played this round. */
    int played;
    boolean objectiveMet;
    boolean extended;
    boolean stopped;
    int score;
    int finalScore;
    int round;
    int plies;
    /** The last action and the phase it was played in, for describing the last move. */
    int lastAction = -1;
    int lastPhase;
    int lastNode;

    RoundPosition(Rules rules) {
        this.rules = rules;
        this.board = new Board();
        if (rules.randomSetup()) {
            phase = SETUP;
        } else {
            board.setUp(rules.setupCode());
            phase = THROW;
            round = 1;
        }
    }

    private RoundPosition(RoundPosition o) {
        rules = o.rules;
        board = o.board.copy();
        phase = o.phase;
        node = o.node;
        System.arraycopy(o.dice, 0, dice, 0, 5);
        kind = o.kind;
        banked = o.banked;
        played = o.played;
        objectiveMet = o.objectiveMet;
        extended = o.extended;
        stopped = o.stopped;
        score = o.score;
        finalScore = o.finalScore;
        round = o.round;
        plies = o.plies;
        lastAction = o.lastAction;
        lastPhase = o.lastPhase;
        lastNode = o.lastNode;
    }

    private static int[] ranks() {
        int[] r = new int[720];
        for (int i = 0; i < r.length; i++) {
            r[i] = i;
        }
        return r;
    }

    @Override
    public int players() {
        return 1;
    }

    @Override
    public int toMove() {
        return switch (phase) {
            case SETUP, THROW -> CHANCE;
            case FINISHED -> OVER;
            default -> 0;
        };
    }

    @Override
    public int maxActions() {
        if (rules.randomSetup()) {
            return Actions.SPACE;
        }
        // Undirected free play: 6 pieces x 8 directions x (group or not), for one colour or, in competition, four.
        return rules.competition() ? 4 * 96 + 1 : 96;
    }

    @Override
    public int actionSpace() {
        return Actions.SPACE;
    }

    @Override
    public ChanceOutcomes chance() {
        if (phase == SETUP) {
            return SETUP_RANKS;
        }
        if (phase == THROW) {
            return DIE;
        }
        throw new IllegalStateException("not a chance node");
    }

    @Override
    public int legalActions(int[] out) {
        switch (phase) {
            case SETUP:
                for (int i = 0; i < 720; i++) {
                    out[i] = i;
                }
                return 720;
            case THROW:
                for (int i = 0; i < 6; i++) {
                    out[i] = i;
                }
                return 6;
            case WON:
                out[0] = Actions.CONTINUE;
                out[1] = Actions.STOP;
                return 2;
            case ROUND_END:
                out[0] = Actions.CONTINUE;
                out[1] = Actions.RETIRE;
                return 2;
            case PLAY:
                return PlayRules.list(this, out);
            default:
                return 0;
        }
    }

    @Override
    public boolean isLegal(int action) {
        switch (phase) {
            case SETUP:
                return action >= 0 && action < 720;
            case THROW:
                return action >= 0 && action < 6;
            case WON:
                return action == Actions.CONTINUE || action == Actions.STOP;
            case ROUND_END:
                return action == Actions.CONTINUE || action == Actions.RETIRE;
            case PLAY:
                return action == Actions.BANK ? PlayRules.mayBank(this) : PlayRules.isLegalPlay(this, action);
            default:
                return false;
        }
    }

    @Override
    public int randomAction(RandomGenerator random, int[] scratch) {
        if (phase == THROW) {
            return random.nextInt(6);
        }
        if (phase == SETUP) {
            return random.nextInt(720);
        }
        int n = legalActions(scratch);
        if (n == 0) {
            throw new IllegalStateException("no legal action: the game is over");
        }
        return scratch[random.nextInt(n)];
    }

    @Override
    public void play(int action) {
        lastAction = action;
        lastPhase = phase;
        lastNode = node;
        plies++;
        switch (phase) {
            case SETUP -> drawSetup(action);
            case THROW -> throwDie(action);
            case WON -> decideAfterWin(action);
            case ROUND_END -> decideAtRoundEnd(action);
            case PLAY -> {
                if (action == Actions.BANK) {
                    banked = true;
                } else {
                    makePlay(action);
                }
            }
            default -> throw new IllegalStateException("the game is over");
        }
    }

    private void drawSetup(int rank) {
        board.placeColour(node, rank);
        if (++node == Geometry.COLOURS) {
            node = 0;
            phase = THROW;
            round = 1;
        }
    }

    private void throwDie(int outcome) {
        dice[node] = outcome + 1;
        if (++node == 5) {
            node = 0;
            kind = ThrowKind.of(dice[0], dice[1], dice[2], dice[3], dice[4]);
            banked = false;
            played = 0;
            phase = PLAY;
        }
    }

    private void makePlay(int action) {
        int piece = Actions.piece(action);
        played |= 1 << Geometry.colourOf(piece);
        if (!extended) {
            boolean won = NormalProtocol.resolve(board, piece, Actions.direction(action), Actions.group(action),
                    rules.permissive());
            if (won) {
                objectiveMet = true;
                if (!rules.competition()) {
                    phase = WON;
                    return;
                }
                startExtended(); // competition: contenders who meet the objective continue (9.3)
            }
        } else {
            if (extendedProtocol == null) {
                extendedProtocol = new ExtendedProtocol();
            }
            int points = extendedProtocol.resolve(board, piece, Actions.direction(action), Actions.group(action));
            if (points == ExtendedProtocol.INCOMPLETE) {
                retire(); // involuntary retirement (8.7)
                return;
            }
            score += points;
        }
        afterPlay();
    }

    private void startExtended() {
        extended = true;
        score = 3;
    }

    private void afterPlay() {
        if (played != 15) {
            phase = PLAY;
        } else if (extended || rules.competition()) {
            phase = ROUND_END;
        } else {
            nextRound();
        }
    }

    private void nextRound() {
        round++;
        node = 0;
        phase = THROW;
    }

    private void decideAfterWin(int action) {
        if (action == Actions.STOP) {
            stopped = true;
            phase = FINISHED;
            return;
        }
        startExtended();
        afterPlay();
    }

    private void decideAtRoundEnd(int action) {
        if (action == Actions.RETIRE) {
            retire();
        } else {
            nextRound();
        }
    }

    private void retire() {
        finalScore = score >= 6 ? score : 0;
        phase = FINISHED;
    }

    @Override
    public double payoff(int player) {
        return stopped ? -round : finalScore;
    }

    @Override
    public RoundPosition copy() {
        return new RoundPosition(this);
    }

    @Override
    public long hash() {
        long h = board.hash();
        h ^= Zobrist.of(0, phase * 8L + node);
        h ^= Zobrist.of(1, dice[0] + 8L * (dice[1] + 8L * (dice[2] + 8L * (dice[3] + 8L * dice[4]))));
        h ^= Zobrist.of(2, (banked ? 16 : 0) + played);
        h ^= Zobrist.of(3, (objectiveMet ? 1 : 0) + (extended ? 2 : 0) + (stopped ? 4 : 0));
        h ^= Zobrist.of(4, score * 4096L + finalScore);
        h ^= Zobrist.of(5, round);
        return h;
    }

    @Override
    public int plies() {
        return plies;
    }

    // ---- public read-only view, for competition play (match) and renderers ----

    /** The current round, from 1 (0 while a random setup is still being drawn). */
    public int round() {
        return round;
    }

    /** The class of the current throw (meaningful once the five dice are thrown). */
    public ThrowKind throwKind() {
        return kind;
    }

    /** Face 1..6 of die {@code index} (0 R, 1 G, 2 B, 3 Y, 4 W) of the current throw; 0 before the first throw. */
    public int die(int index) {
        return dice[index];
    }

    /** Whether this contender banked time instead of taking the current free play (9.4.3). */
    public boolean banked() {
        return banked;
    }

    /** Whether the five dice of the round are thrown and some of its plays or decisions remain. */
    public boolean inRound() {
        return phase == PLAY || phase == WON || phase == ROUND_END;
    }

    /** Whether the four plays of the round are made and the player decides to continue or retire. */
    public boolean atRoundEnd() {
        return phase == ROUND_END;
    }

    public boolean objectiveMet() {
        return objectiveMet;
    }

    public boolean extended() {
        return extended;
    }

    /** The running extended-game score (0 in the normal game). */
    public int score() {
        return score;
    }

    /** Whether the player stopped right after meeting the normal objective (a normal-game result). */
    public boolean stopped() {
        return stopped;
    }

    /** The final score once retired (0 when retiring below 6 points). */
    public int finalScore() {
        return finalScore;
    }

    /** Whether the colour ({@code 0 R, 1 G, 2 B, 3 Y}) has made its play this round. */
    public boolean hasPlayed(int colour) {
        return (played & 1 << colour) != 0;
    }
}
