// Stand-in for the Cloud Storage rules runtime, used ONLY as the last fallback: when neither the
// project's runtime (scripts/storage-rules-runtime, which needs the Firebase rules engine of the
// Google Cloud SDK's Firestore emulator jar) nor firebase-tools' download-only runtime can be
// used. It speaks the same
// line-delimited JSON protocol as the real runtime (see firebase-tools
// lib/emulator/storage/rules/runtime.js) but does not evaluate storage.rules: it permits every
// request from a signed-in user and refuses every request without auth. The scripts print a
// warning every time it is used.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

public final class StorageRulesStandIn {
  private StorageRulesStandIn() {}

  public static void main(String[] args) throws Exception {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    // firebase-tools waits for a message with id -1 before it sends requests.
    out.println("{\"id\":-1,\"status\":\"ok\",\"action\":\"ready\",\"errors\":[],\"warnings\":[]}");
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      String id = requestId(line);
      String action = stringField(line, "action");
      String result;
      if ("load_ruleset".equals(action)) {
        result = "{\"rulesVersion\":2}";
      } else if ("verify".equals(action)) {
        result = "{\"permit\":" + isSignedIn(line) + "}";
      } else {
        result = "{}";
      }
      out.println("{\"id\":" + id + ",\"status\":\"ok\",\"errors\":[],\"warnings\":[],\"result\":" + result + "}");
    }
  }

  /** The request id is the last top-level key firebase-tools serialises. */
  static String requestId(String line) {
    int at = line.lastIndexOf("\"id\":");
    if (at < 0) return "0";
    int start = at + 5;
    int end = start;
    while (end < line.length() && (Character.isDigit(line.charAt(end)) || line.charAt(end) == '-')) end++;
    return end > start ? line.substring(start, end) : "0";
  }

  static String stringField(String line, String name) {
    String key = "\"" + name + "\":\"";
    int at = line.indexOf(key);
    if (at < 0) return "";
    int start = at + key.length();
    int end = line.indexOf('"', start);
    return end > start ? line.substring(start, end) : "";
  }

  /** request.auth is serialised last in the request map: a map_value when signed in. */
  static boolean isSignedIn(String line) {
    int at = line.lastIndexOf("\"auth\":");
    return at >= 0 && line.startsWith("{\"map_value\"", at + 7);
  }
}
