package spindle.server.chat;

import spindle.server.game.GameService;
import spindle.server.limits.Rate;
import spindle.server.limits.Routes;

/** The chat of each game: the players' channel and the spectators' ({@link ChatApi}). */
public final class ChatModule {
    public ChatModule(GameService games, ChatStore store, Routes routes) {
        games.onChatOff(store::disable);
        ChatApi chat = new ChatApi(games, store);
        routes.post("/api/games/{id}/chat", Rate.CHAT, chat::write);
        routes.get("/api/games/{id}/chat", chat::read);
        routes.ws("/api/games/{id}/chat/ws", chat::spectators);
        routes.ws("/api/games/{id}/chat/players/ws", chat::players);
    }
}
