// Cloud Storage rules runtime for the Firebase Storage emulator, built on the Firebase rules
// engine that ships inside the Google Cloud SDK's Firestore emulator jar
// (platform/cloud-firestore-emulator/cloud-firestore-emulator.jar). firebase-tools' own runtime
// is a download-only jar; this one needs nothing but that SDK jar on the class path.
//
// It speaks firebase-tools' line-delimited JSON protocol (lib/emulator/storage/rules/runtime.js):
//   - on start it prints a ready line with id -1;
//   - {"action":"load_ruleset","context":{"rulesetName","source":{"files":[{name,content}]}},"id"}
//     compiles the rules; compile errors come back as issues naming file and line;
//   - {"action":"verify","context":{"rulesetName","service","path","method","delimiter",
//     "variables":{"request","resource"}},"id"} evaluates one request; the answer is
//     {"id","status":"ok","result":{"permit":bool}}. An evaluation error is a deny, as in
//     production.
//   - firestore.get/exists inside the rules: the runtime writes
//     {"action":"fetch_firestore_document","id":V,"server_request_id":V,"context":{"path"}};
//     firebase-tools reads the document from the Firestore emulator and answers with id V,
//     status "ok" (result {name, fields} in Firestore REST JSON) or "not_found". One fetch at a
//     time per verification, at most MAX_DOCUMENTS distinct documents (as in production).
//
// Other modes:  --self-test  checks that every engine class below is present and that a tiny
//               ruleset compiles and evaluates (exit 0 when usable, 3 or 4 when not);
//               --check FILE...  runs the self-test, then compiles the rules files and prints
//               "error: file:line:column: description" for each issue (exit 1 on an error).
//
// The engine classes are internal to the SDK; everything this file uses is listed in
// ENGINE_CLASSES so a changed SDK is detected at setup, not in the middle of a test run.
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.firestore.v1.Document;
import com.google.firestore.v1.Value;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.NullValue;
import com.google.protobuf.TextFormat;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

public final class StorageRulesRuntime {
  private StorageRulesRuntime() {}

  /** Every class of the SDK this runtime touches; checked before it is used. */
  static final String[] ENGINE_CLASSES = {
    "com.google.firebase.rules.lang.FirebaseRulesProtoCompiler",
    "com.google.firebase.rules.lang.CompileResult",
    "com.google.firebase.rules.lang.common.FirebaseRulesLangOptions",
    "com.google.firebase.rules.runtime.impl.DefaultEvaluator",
    "com.google.firebase.rules.runtime.common.EvaluationResult",
    "com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator$RuleContext",
    "com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService",
    "com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter",
    "com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter",
    "com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter",
    "com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter",
    "com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter",
    "com.google.firebase.rules.runtime.v1.ExpressionValue",
    "com.google.firebase.rules.v1.Source",
    "com.google.firestore.v1.Document",
    "com.google.protobuf.util.JsonFormat",
    "com.google.gson.JsonParser",
    "com.google.common.util.concurrent.SettableFuture",
  };

  /** Production allows this many distinct Firestore documents per Storage rules evaluation. */
  static final int MAX_DOCUMENTS = 2;

  static final PrintStream OUT = new PrintStream(System.out, true, StandardCharsets.UTF_8);
  static final Map<String, RulesetAst> RULESETS = new ConcurrentHashMap<>();
  static final Map<Long, Verification> PENDING = new ConcurrentHashMap<>();

  public static void main(String[] args) throws Exception {
    if (relaunchedQuietly(args)) return;
    List<String> missing = missingEngineClasses();
    if (!missing.isEmpty()) {
      System.err.println(
          "storage rules runtime: the Google Cloud SDK jar lacks the Firebase rules engine classes "
              + missing);
      System.exit(3);
    }
    if (args.length > 0 && args[0].equals("--self-test")) {
      System.exit(selfTest() ? 0 : 4);
    }
    if (args.length > 0 && args[0].equals("--check")) {
      if (!selfTest()) System.exit(4);
      System.exit(check(List.of(args).subList(1, args.length)));
    }
    serve();
  }

  /**
   * Java 24+ prints a warning to stderr (which firebase-tools logs as a runtime error) when the
   * SDK's protobuf touches sun.misc.Unsafe; the flag that allows it quietly cannot be set in a
   * manifest, so the runtime restarts itself once with it. stdin/stdout are shared with the child.
   */
  static boolean relaunchedQuietly(String[] args) throws Exception {
    if (Runtime.version().feature() < 24 || System.getProperty("storageRulesRuntime.child") != null)
      return false;
    String java = ProcessHandle.current().info().command().orElse(null);
    if (java == null) return false;
    List<String> command = new ArrayList<>();
    command.add(java);
    command.add("--sun-misc-unsafe-memory-access=allow");
    command.add("-DstorageRulesRuntime.child=1");
    command.add("-Duser.language=en");
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(StorageRulesRuntime.class.getName());
    command.addAll(List.of(args));
    Process child = new ProcessBuilder(command).inheritIO().start();
    Runtime.getRuntime().addShutdownHook(new Thread(child::destroy));
    System.exit(child.waitFor());
    return true;
  }

  static List<String> missingEngineClasses() {
    List<String> missing = new ArrayList<>();
    for (String name : ENGINE_CLASSES) {
      try {
        Class.forName(name, false, StorageRulesRuntime.class.getClassLoader());
      } catch (ClassNotFoundException | LinkageError e) {
        missing.add(name);
      }
    }
    return missing;
  }

  // ---------------------------------------------------------------- compiling

  static CompileResult compile(Source source) {
    FirebaseRulesLangOptions options =
        FirebaseRulesLangOptions.builder()
            .allowCrossServiceRules(true)
            .allowTernaryOperator(true)
            .build();
    return FirebaseRulesProtoCompiler.createStandalone(options).compile(source);
  }

  static boolean isError(Issue issue) {
    return issue.getSeverity() == Issue.Severity.ERROR;
  }

  /** "storage.rules:12:5: description" */
  static String describe(Issue issue) {
    SourcePosition at = issue.getSourcePosition();
    return at.getFileName() + ":" + at.getLine() + ":" + at.getColumn() + ": "
        + issue.getDescription();
  }

  /**
   * An issue as firebase-tools' rules manager parses it (it logs "description in file:line"):
   * the field names of the real runtime's serialised Issue.
   */
  static String issueJson(Issue issue) {
    SourcePosition at = issue.getSourcePosition();
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", at.getFileName());
    position.addProperty("line_", at.getLine());
    position.addProperty("column_", at.getColumn());
    JsonObject json = new JsonObject();
    json.addProperty("description_", issue.getDescription());
    json.add("sourcePosition_", position);
    json.addProperty("severity_", issue.getSeverity().name());
    return json.toString();
  }

  static int rulesVersion(RulesetAst ast) {
    return ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1;
  }

  static int check(List<String> files) throws Exception {
    Source.Builder source = Source.newBuilder();
    for (String file : files) {
      source.addFiles(
          File.newBuilder().setName(file).setContent(Files.readString(Path.of(file))).build());
    }
    CompileResult result = compile(source.build());
    for (Issue issue : result.getIssues()) {
      System.err.println((isError(issue) ? "error: " : "warning: ") + describe(issue));
    }
    return result.hasCompilationError() ? 1 : 0;
  }

  // ---------------------------------------------------------------- protocol

  static void send(JsonObject message) {
    sendLine(message.toString());
  }

  static synchronized void sendLine(String line) {
    OUT.println(line);
  }

  static JsonObject reply(long id, JsonObject result, List<String> errors, List<String> warnings) {
    JsonObject message = new JsonObject();
    message.addProperty("id", id);
    message.addProperty("status", "ok");
    message.add("errors", strings(errors));
    message.add("warnings", strings(warnings));
    if (result != null) message.add("result", result);
    return message;
  }

  static JsonArray strings(List<String> values) {
    JsonArray array = new JsonArray();
    values.forEach(array::add);
    return array;
  }

  static void serve() throws Exception {
    JsonObject ready = reply(-1, null, List.of(), List.of());
    ready.addProperty("action", "ready");
    send(ready);
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      JsonObject message;
      try {
        message = JsonParser.parseString(line).getAsJsonObject();
      } catch (RuntimeException e) {
        System.err.println("storage rules runtime: unreadable request: " + e.getMessage());
        continue;
      }
      long id = message.has("id") ? message.get("id").getAsLong() : 0;
      String action = message.has("action") ? message.get("action").getAsString() : "";
      try {
        switch (action) {
          case "load_ruleset" -> loadRuleset(id, message.getAsJsonObject("context"));
          case "verify" -> verify(id, message.getAsJsonObject("context"));
          case "" -> documentArrived(id, message);
          default ->
              send(reply(id, new JsonObject(), List.of("Unknown action: " + action), List.of()));
        }
      } catch (Exception e) {
        // Never leave firebase-tools waiting: an internal failure is an error (a deny).
        PENDING.remove(id);
        send(reply(id, new JsonObject(), List.of("Storage rules runtime error: " + e), List.of()));
      }
    }
  }

  static void loadRuleset(long id, JsonObject context) throws Exception {
    Source.Builder source = Source.newBuilder();
    JsonFormat.parser().ignoringUnknownFields().merge(context.get("source").toString(), source);
    CompileResult compiled = compile(source.build());
    List<String> errors = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    for (Issue issue : compiled.getIssues()) {
      (isError(issue) ? errors : warnings).add(issueJson(issue));
      System.err.println("storage rules: " + describe(issue));
    }
    JsonObject result = new JsonObject();
    if (!compiled.hasCompilationError()) {
      RulesetAst ast = compiled.getRulesetAst();
      RULESETS.put(context.get("rulesetName").getAsString(), ast);
      result.addProperty("rulesVersion", rulesVersion(ast));
    }
    send(reply(id, result, errors, warnings));
  }

  // ---------------------------------------------------------------- evaluation

  static ExpressionValue expressionValue(JsonElement json) throws Exception {
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    if (json == null || json.isJsonNull()) return value.setNullValue(NullValue.NULL_VALUE).build();
    JsonFormat.parser().ignoringUnknownFields().merge(json.toString(), value);
    return value.build();
  }

  static ExpressionPathValue pathValue(String path, boolean list) {
    ExpressionPathValue.Builder value = ExpressionPathValue.newBuilder();
    for (String segment : path.split("/")) {
      if (!segment.isEmpty()) value.addSegments(simple(segment));
    }
    // A list request names the "folder" being listed; as the rules language documents, it is
    // allowed by `allow list` on the match of the folder's children (match /folder/{file}), so
    // the folder path is matched with one more (empty) segment for the child.
    if (list) value.addSegments(simple(""));
    return value.build();
  }

  static ExpressionPathSegmentValue simple(String segment) {
    return ExpressionPathSegmentValue.newBuilder().setSimple(segment).build();
  }

  static String pathString(ExpressionPathValue path) {
    StringBuilder text = new StringBuilder();
    for (ExpressionPathSegmentValue segment : path.getSegmentsList()) {
      if (!segment.hasSimple())
        throw new IllegalArgumentException("unsupported path segment " + segment);
      text.append('/').append(segment.getSimple());
    }
    return text.toString();
  }

  static void verify(long id, JsonObject context) throws Exception {
    String rulesetName = context.get("rulesetName").getAsString();
    RulesetAst ast = RULESETS.get(rulesetName);
    if (ast == null) {
      send(reply(id, new JsonObject(), List.of("No ruleset named " + rulesetName), List.of()));
      return;
    }
    String method = context.get("method").getAsString();
    JsonObject variables = context.getAsJsonObject("variables");
    ExpressionValue request = expressionValue(variables.get("request"));
    ExpressionValue resource = expressionValue(variables.get("resource"));
    ExpressionPathValue path = pathValue(context.get("path").getAsString(), method.equals("list"));
    Verification verification = new Verification(id);
    PENDING.put(id, verification);
    StorageContext storage = new StorageContext(path, request.getMapValue(), resource, verification);
    AuthRuleEvaluator.RuleContext rules =
        switch (method) {
          case "get" -> FirebaseStorageGetContextConverter.convert(storage);
          case "list" -> FirebaseStorageListContextConverter.convert(storage);
          case "create" -> FirebaseStorageCreateContextConverter.convert(storage);
          case "update" -> FirebaseStorageUpdateContextConverter.convert(storage);
          case "delete" -> FirebaseStorageDeleteContextConverter.convert(storage);
          default -> throw new IllegalArgumentException("unknown method " + method);
        };
    ListenableFuture<EvaluationResult> evaluation = new DefaultEvaluator(ast).evaluate(rules);
    Futures.addCallback(
        evaluation,
        new FutureCallback<EvaluationResult>() {
          @Override
          public void onSuccess(EvaluationResult result) {
            verification.finish(result != null && result.permit(), null);
          }

          @Override
          public void onFailure(Throwable error) {
            verification.finish(false, describeError(error));
          }
        },
        MoreExecutors.directExecutor());
  }

  /** An evaluation error and its causes on one line (the engine's messages span lines). */
  static String describeError(Throwable error) {
    List<String> parts = new ArrayList<>();
    for (Throwable at = error; at != null && parts.size() < 5; at = at.getCause()) {
      String message = at.getMessage() == null ? at.getClass().getSimpleName() : at.getMessage();
      String flat = message.replaceAll("\\s+", " ").trim();
      if (!parts.contains(flat)) parts.add(flat);
      if (at.getCause() == at) break;
    }
    String text = String.join(" <- ", parts);
    return text.length() > 600 ? text.substring(0, 600) + "..." : text;
  }

  static void documentArrived(long id, JsonObject message) throws Exception {
    Verification verification = PENDING.get(id);
    if (verification == null) {
      System.err.println("storage rules runtime: no verification waits for id " + id);
      return;
    }
    verification.documentArrived(message);
  }

  /** One verify request: its Firestore fetches (one at a time, as the protocol needs) and answer. */
  static class Verification {
    final long id;
    final Map<String, SettableFuture<JsonObject>> documents = new LinkedHashMap<>();
    final ArrayDeque<String> queue = new ArrayDeque<>();
    String inFlight;
    boolean finished;
    boolean answered;
    boolean permit;
    String error;

    Verification(long id) {
      this.id = id;
    }

    /** The document at path: {"status", "result"} as firebase-tools answers. */
    synchronized ListenableFuture<JsonObject> fetch(String path) {
      SettableFuture<JsonObject> known = documents.get(path);
      if (known != null) return known;
      SettableFuture<JsonObject> future = SettableFuture.create();
      if (documents.size() >= MAX_DOCUMENTS) {
        future.setException(
            new IllegalStateException(
                "more than " + MAX_DOCUMENTS + " Firestore documents read in one evaluation"));
        return future;
      }
      documents.put(path, future);
      queue.add(path);
      pump();
      return future;
    }

    synchronized void documentArrived(JsonObject message) {
      SettableFuture<JsonObject> future = inFlight == null ? null : documents.get(inFlight);
      inFlight = null;
      if (future != null) future.set(message);
      pump();
    }

    synchronized void finish(boolean permit, String error) {
      if (finished) return;
      finished = true;
      this.permit = permit;
      this.error = error;
      pump();
    }

    /** Sends the next fetch, or the answer once nothing is in flight. */
    private void pump() {
      if (inFlight != null || answered) return;
      if (finished) {
        answered = true;
        PENDING.remove(id);
        JsonObject result = new JsonObject();
        result.addProperty("permit", permit);
        List<String> warnings =
            error == null ? List.of() : List.of("Rules evaluation error (denied): " + error);
        send(reply(id, result, List.of(), warnings));
        return;
      }
      String next = queue.poll();
      if (next == null) return;
      inFlight = next;
      JsonObject context = new JsonObject();
      context.addProperty("path", next);
      JsonObject message = new JsonObject();
      message.addProperty("action", "fetch_firestore_document");
      message.addProperty("id", id);
      message.addProperty("server_request_id", id);
      message.addProperty("status", "ok");
      message.add("context", context);
      message.add("errors", new JsonArray());
      message.add("warnings", new JsonArray());
      send(message);
    }
  }

  /** The request, resource and callbacks of one Storage request, for every method. */
  static final class StorageContext
      implements FirebaseStorageService.FirebaseStorageGetContext,
          FirebaseStorageService.FirebaseStorageListContext,
          FirebaseStorageService.FirebaseStorageCreateContext,
          FirebaseStorageService.FirebaseStorageUpdateContext,
          FirebaseStorageService.FirebaseStorageDeleteContext {
    final ExpressionPathValue path;
    final ExpressionMapValue request;
    final ExpressionValue resource;
    final Verification verification;

    StorageContext(
        ExpressionPathValue path,
        ExpressionMapValue request,
        ExpressionValue resource,
        Verification verification) {
      this.path = path;
      this.request = request;
      this.resource = resource;
      this.verification = verification;
    }

    @Override
    public ExpressionPathValue path() {
      return path;
    }

    @Override
    public ExpressionMapValue request() {
      return request;
    }

    @Override
    public ListenableFuture<ExpressionValue> resource() {
      return Futures.immediateFuture(resource);
    }

    @Override
    public ExpressionValue debug(ExpressionValue value) {
      // A plain (non-JSON) line: firebase-tools logs it.
      sendLine("debug: " + TextFormat.shortDebugString(value));
      return value;
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreGet(
        ExpressionPathValue document, SourcePosition position) {
      return Futures.transform(
          verification.fetch(pathString(document)),
          StorageRulesRuntime::documentResource,
          MoreExecutors.directExecutor());
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreExists(
        ExpressionPathValue document, SourcePosition position) {
      return Futures.transform(
          verification.fetch(pathString(document)),
          message -> ExpressionValue.newBuilder().setBoolValue(found(message)).build(),
          MoreExecutors.directExecutor());
    }
  }

  // ---------------------------------------------------------------- Firestore documents

  static boolean found(JsonObject message) {
    return message.has("status")
        && "ok".equals(message.get("status").getAsString())
        && message.has("result")
        && message.get("result").isJsonObject();
  }

  /** A document as rules see it: {__name__, id, data}; null when it does not exist. */
  static ExpressionValue documentResource(JsonObject message) {
    if (!found(message)) return ExpressionValue.newBuilder().setNullValue(NullValue.NULL_VALUE).build();
    Document.Builder document = Document.newBuilder();
    try {
      JsonFormat.parser()
          .ignoringUnknownFields()
          .merge(message.get("result").toString(), document);
    } catch (Exception e) {
      throw new IllegalArgumentException("unreadable Firestore document: " + e.getMessage(), e);
    }
    Map<String, ExpressionValue> data = new HashMap<>();
    document.getFieldsMap().forEach((key, value) -> data.put(key, fromFirestore(value)));
    ExpressionPathValue name = documentPath(document.getName());
    Map<String, ExpressionValue> fields = new HashMap<>();
    fields.put("__name__", ExpressionValue.newBuilder().setPathValue(name).build());
    fields.put(
        "id",
        ExpressionValue.newBuilder()
            .setStringValue(
                name.getSegmentsCount() == 0
                    ? ""
                    : name.getSegments(name.getSegmentsCount() - 1).getSimple())
            .build());
    fields.put(
        "data",
        ExpressionValue.newBuilder()
            .setMapValue(ExpressionMapValue.newBuilder().putAllFields(data))
            .build());
    return ExpressionValue.newBuilder()
        .setMapValue(ExpressionMapValue.newBuilder().putAllFields(fields))
        .build();
  }

  /** "projects/p/databases/(default)/documents/a/b" as the rules path /databases/(default)/documents/a/b. */
  static ExpressionPathValue documentPath(String name) {
    int at = name.indexOf("databases/");
    return pathValue(at >= 0 ? name.substring(at) : name, false);
  }

  static ExpressionValue fromFirestore(Value value) {
    ExpressionValue.Builder out = ExpressionValue.newBuilder();
    switch (value.getValueTypeCase()) {
      case BOOLEAN_VALUE -> out.setBoolValue(value.getBooleanValue());
      case INTEGER_VALUE -> out.setIntValue(value.getIntegerValue());
      case DOUBLE_VALUE -> out.setFloatValue(value.getDoubleValue());
      case TIMESTAMP_VALUE -> out.setTimestampValue(value.getTimestampValue());
      case STRING_VALUE -> out.setStringValue(value.getStringValue());
      case BYTES_VALUE -> out.setBytesValue(value.getBytesValue());
      case REFERENCE_VALUE -> out.setPathValue(documentPath(value.getReferenceValue()));
      case GEO_POINT_VALUE -> out.setLatlngValue(value.getGeoPointValue());
      case ARRAY_VALUE -> {
        ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
        value.getArrayValue().getValuesList().forEach(item -> list.addValues(fromFirestore(item)));
        out.setListValue(list);
      }
      case MAP_VALUE -> {
        ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
        value.getMapValue().getFieldsMap().forEach((k, v) -> map.putFields(k, fromFirestore(v)));
        out.setMapValue(map);
      }
      default -> out.setNullValue(NullValue.NULL_VALUE);
    }
    return out.build();
  }

  // ---------------------------------------------------------------- self-test

  /** Compiles and evaluates a two-line ruleset, so a changed SDK is found at setup. */
  static boolean selfTest() {
    try {
      String rules =
          "rules_version = '2';\n"
              + "service firebase.storage {\n"
              + "  match /b/{bucket}/o {\n"
              + "    match /{folder}/{file} {\n"
              + "      allow create: if request.auth.uid == folder"
              + " && request.resource.contentType.matches('image/.*')"
              + " && !firestore.exists(/databases/(default)/documents/a/$(file));\n"
              + "    }\n"
              + "  }\n"
              + "}\n";
      CompileResult compiled =
          compile(
              Source.newBuilder()
                  .addFiles(File.newBuilder().setName("self-test.rules").setContent(rules))
                  .build());
      if (compiled.hasCompilationError()) {
        compiled.getIssues().forEach(issue -> System.err.println(describe(issue)));
        return false;
      }
      String request =
          "{\"map_value\":{\"fields\":{"
              + "\"auth\":{\"map_value\":{\"fields\":{\"uid\":{\"string_value\":\"u1\"}}}},"
              + "\"resource\":{\"map_value\":{\"fields\":{\"contentType\":{\"string_value\":\"image/png\"}}}}"
              + "}}}";
      Verification verification = new Verification(0) {
        @Override
        synchronized ListenableFuture<JsonObject> fetch(String path) {
          JsonObject missing = new JsonObject();
          missing.addProperty("status", "not_found");
          return Futures.immediateFuture(missing);
        }
      };
      StorageContext context =
          new StorageContext(
              pathValue("/b/bucket/o/u1/photo.png", false),
              expressionValue(JsonParser.parseString(request)).getMapValue(),
              expressionValue(null),
              verification);
      EvaluationResult allowed =
          new DefaultEvaluator(compiled.getRulesetAst())
              .evaluate(FirebaseStorageCreateContextConverter.convert(context))
              .get();
      StorageContext other =
          new StorageContext(
              pathValue("/b/bucket/o/u2/photo.png", false),
              context.request,
              context.resource,
              verification);
      EvaluationResult denied =
          new DefaultEvaluator(compiled.getRulesetAst())
              .evaluate(FirebaseStorageCreateContextConverter.convert(other))
              .get();
      boolean ok = allowed.permit() && !denied.permit() && rulesVersion(compiled.getRulesetAst()) == 2;
      if (!ok) System.err.println("storage rules runtime self-test evaluated wrongly");
      return ok;
    } catch (Exception | LinkageError e) {
      System.err.println("storage rules runtime self-test failed: " + e);
      return false;
    }
  }
}
