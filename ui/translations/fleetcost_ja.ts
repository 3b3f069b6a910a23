<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>Category</name>
    <message>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残存価値</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>スペース</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>電力</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>冷却</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>運用</translation>
    </message>
    <message>
        <source>Rental on demand</source>
        <translation>オンデマンドレンタル</translation>
    </message>
    <message>
        <source>Rental reserved</source>
        <translation>リザーブド（予約）レンタル</translation>
    </message>
    <message>
        <source>Lease</source>
        <translation>リース</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>税</translation>
    </message>
    <message>
        <source>Hosted API</source>
        <translation>ホスト型API</translation>
    </message>
</context>
<context>
    <name>CellValues</name>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Not stated: the default %1 applies.</source>
        <translation>未指定：既定値 %1 が適用されます。</translation>
    </message>
    <message>
        <source>Range for risk analyses: %1 to %2</source>
        <translation>リスク分析の範囲：%1～%2</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>出典：%1</translation>
    </message>
    <message>
        <source>As of: %1</source>
        <translation>時点：%1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注記：%1</translation>
    </message>
    <message>
        <source>Overridden. Shipped value: %1 (%2, %3)</source>
        <translation>変更済み。既定値：%1（%2、%3）</translation>
    </message>
    <message>
        <source>Evidence: %1</source>
        <translation>根拠の種類:%1</translation>
    </message>
</context>
<context>
    <name>ChartCatalog</name>
    <message>
        <source>Cumulative cost by plan</source>
        <translation>プラン別の累積コスト</translation>
    </message>
    <message>
        <source>Cheapest: %1, %2 in present value</source>
        <translation>最安：%1、現在価値 %2</translation>
    </message>
    <message>
        <source>Monthly cost by category</source>
        <translation>カテゴリ別の月次コスト</translation>
    </message>
    <message>
        <source>%1: up to %2 a month</source>
        <translation>%1：月最大 %2</translation>
    </message>
    <message>
        <source>Present value of every plan by category</source>
        <translation>全プランのカテゴリ別現在価値</translation>
    </message>
    <message>
        <source>Owning saves %1 against renting</source>
        <translation>保有はレンタルより %1 割安</translation>
    </message>
    <message>
        <source>Renting saves %1 against owning</source>
        <translation>レンタルは保有より %1 割安</translation>
    </message>
    <message>
        <source>Present value by plan and category</source>
        <translation>プラン・カテゴリ別の現在価値</translation>
    </message>
    <message>
        <source>Capacity against demand</source>
        <translation>需要に対する設備容量</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Peak demand %1 GPUs</source>
        <translation>ピーク需要 %1 GPU</translation>
    </message>
    <message numerus="yes">
        <source>%1 owns up to %n %2 server(s)</source>
        <translation>
            <numerusform>%1 は %2 サーバーを最大 %n 台保有</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rents all of its %2 demand</source>
        <translation>%1 は %2 の需要をすべてレンタルで賄います</translation>
    </message>
    <message>
        <source>Load duration in the last year</source>
        <translation>最終年の負荷持続曲線</translation>
    </message>
    <message>
        <source>Racks and facility power</source>
        <translation>ラック数と施設電力</translation>
    </message>
    <message numerus="yes">
        <source>Up to %n rack(s); facility power up to %1 kW (monthly average)</source>
        <translation>
            <numerusform>最大 %n ラック、施設電力は最大 %1 kW（月平均）</numerusform>
        </translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累積</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>月次</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>現在価値</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>設備容量</translation>
    </message>
    <message>
        <source>Load duration</source>
        <translation>負荷持続曲線</translation>
    </message>
    <message>
        <source>Racks &amp;&amp; power</source>
        <translation>ラック &amp;&amp; 電力</translation>
    </message>
</context>
<context>
    <name>ChartTooltip</name>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <translation>%1 ラック</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 % of hours</source>
        <translation>時間の %1%</translation>
    </message>
    <message>
        <source>at least %1 in %2</source>
        <translation>%2 で %1 以上</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Months from start</source>
        <translation>開始からの月数</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>正味現在価値</translation>
    </message>
    <message>
        <source>Net present value: %1</source>
        <translation>正味現在価値：%1</translation>
    </message>
    <message>
        <source>net %1</source>
        <translation>正味 %1</translation>
    </message>
    <message>
        <source>Cost per month (%1)</source>
        <translation>月次コスト（%1）</translation>
    </message>
    <message>
        <source>%1 (plan %2)</source>
        <translation>%1（プラン %2）</translation>
    </message>
    <message>
        <source>Present value (%1)</source>
        <translation>現在価値（%1）</translation>
    </message>
    <message>
        <source>Cumulative cost, present value (%1)</source>
        <translation>累積コスト、現在価値（%1）</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累積コスト（%1）</translation>
    </message>
    <message>
        <source>Break-even (present value)</source>
        <translation>損益分岐点（現在価値）</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>損益分岐点</translation>
    </message>
    <message>
        <source>from the start</source>
        <translation>開始時点から</translation>
    </message>
    <message>
        <source>after 1 month</source>
        <translation>1 か月後</translation>
    </message>
    <message>
        <source>after %1 months</source>
        <translation>%1 か月後</translation>
    </message>
    <message>
        <source>Cumulative cost, present value: %1</source>
        <translation>累積コスト、現在価値：%1</translation>
    </message>
    <message>
        <source>Cumulative cost: %1</source>
        <translation>累積コスト：%1</translation>
    </message>
    <message>
        <source>%1 breaks even with %2</source>
        <translation>%1 の %2 に対する損益分岐点</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>%1 か月目</translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation>シナリオ %1</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>GPUs (%1)</source>
        <translation>GPU 数（%1）</translation>
    </message>
    <message>
        <source>Owned GPUs (incl. spares)</source>
        <translation>保有 GPU（予備を含む）</translation>
    </message>
    <message>
        <source>Peak demand</source>
        <translation>ピーク需要</translation>
    </message>
    <message>
        <source>Average demand</source>
        <translation>平均需要</translation>
    </message>
    <message>
        <source>Rented on demand (average GPUs)</source>
        <translation>オンデマンドでレンタル（平均 GPU 数）</translation>
    </message>
    <message>
        <source>Above owned capacity, not served (average GPUs)</source>
        <translation>保有容量を超え、未充足（平均 GPU 数）</translation>
    </message>
    <message>
        <source>Share of hours in months %1–%2 (%)</source>
        <translation>%1～%2 か月目の時間の割合（%）</translation>
    </message>
    <message>
        <source>Rented on demand (demand above the owned fleet)</source>
        <translation>オンデマンドでレンタル（保有フリートを超える需要）</translation>
    </message>
    <message>
        <source>Above the owned fleet, not served</source>
        <translation>保有フリートを超え、未充足</translation>
    </message>
    <message>
        <source>Hourly demand, sorted</source>
        <translation>時間別需要（降順）</translation>
    </message>
    <message>
        <source>Owned GPUs (incl. spares), month %1</source>
        <translation>保有 GPU（予備を含む）、%1 か月目</translation>
    </message>
    <message>
        <source>Hybrid cap</source>
        <translation>ハイブリッドの上限</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>ラック数</translation>
    </message>
    <message>
        <source>Average facility power (kW)</source>
        <translation>平均施設電力（kW）</translation>
    </message>
    <message>
        <source>%1 to %2 %3</source>
        <translation>%1～%2 %3</translation>
    </message>
    <message>
        <source>Figure at its low bound</source>
        <translation>数値が下限のとき</translation>
    </message>
    <message>
        <source>Figure at its high bound</source>
        <translation>数値が上限のとき</translation>
    </message>
    <message>
        <source>Owning minus renting, present value (%1); below 0 owning is cheaper</source>
        <translation>保有 − レンタルの現在価値（%1）：0 未満なら保有が割安</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>試行回数</translation>
    </message>
    <message>
        <source>Trials where owning is cheaper</source>
        <translation>保有が割安な試行</translation>
    </message>
    <message>
        <source>Trials where renting is cheaper</source>
        <translation>レンタルが割安な試行</translation>
    </message>
    <message>
        <source>P5</source>
        <translation>P5</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>Owning cheaper (darker: by more)</source>
        <translation>保有が割安（濃いほど差が大きい）</translation>
    </message>
    <message>
        <source>Renting cheaper (darker: by more)</source>
        <translation>レンタルが割安（濃いほど差が大きい）</translation>
    </message>
    <message>
        <source>Break-even: owning costs the same as renting</source>
        <translation>損益分岐点：保有とレンタルのコストが等しい</translation>
    </message>
    <message>
        <source>Owning is cheaper in %1% of %2 trials</source>
        <translation>%2 回の試行のうち %1% で保有が割安</translation>
    </message>
    <message>
        <source>Change from the base case, present value (%1)</source>
        <translation>基準ケースからの変化、現在価値（%1）</translation>
    </message>
    <message>
        <source>Demand (× the scenario's)</source>
        <translation>需要（シナリオ値に対する倍率）</translation>
    </message>
    <message>
        <source>Rental prices (× the scenario's)</source>
        <translation>レンタル価格（シナリオ値に対する倍率）</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月数</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>コスト（%1）</translation>
    </message>
    <message>
        <source>Other plans (hover a line for its name)</source>
        <translation>その他のプラン（線にカーソルを合わせると名前を表示）</translation>
    </message>
    <message>
        <source>Share of hours (%)</source>
        <translation>時間の割合（%）</translation>
    </message>
    <message>
        <source>Facility power (kW)</source>
        <translation>施設電力（kW）</translation>
    </message>
    <message>
        <source>Change in present value (%1)</source>
        <translation>現在価値の変化（%1）</translation>
    </message>
    <message>
        <source>Owning minus renting, present value (%1)</source>
        <translation>保有 − レンタル、現在価値（%1）</translation>
    </message>
    <message>
        <source>Owning minus renting (%1)</source>
        <translation>保有 − レンタル（%1）</translation>
    </message>
    <message>
        <source>Demand on today's fleet (× today's)</source>
        <translation>現在の保有台数での需要（現在比）</translation>
    </message>
    <message>
        <source>Demand (× today's)</source>
        <translation>需要（現在比）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>Demand (×)</source>
        <translation>需要（倍率）</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>需要</translation>
    </message>
    <message>
        <source>Rental prices (×)</source>
        <translation>レンタル価格（倍率）</translation>
    </message>
    <message>
        <source>Rental prices</source>
        <translation>レンタル価格</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Present value: %1</source>
        <translation>現在価値: %1</translation>
    </message>
    <message>
        <source>P95 of present value: %1</source>
        <translation>現在価値の P95: %1</translation>
    </message>
    <message>
        <source>Peak fiscal-year capex: %1</source>
        <translation>年度最大の設備投資: %1</translation>
    </message>
    <message>
        <source>P95 of present value (%1)</source>
        <translation>現在価値の P95（%1）</translation>
    </message>
    <message>
        <source>Peak fiscal-year capex (%1)</source>
        <translation>年度最大の設備投資（%1）</translation>
    </message>
    <message>
        <source>Capex (%1)</source>
        <translation>設備投資（%1）</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>パレート前線</translation>
    </message>
    <message>
        <source>Ranked plans</source>
        <translation>順位付けしたプラン</translation>
    </message>
    <message>
        <source>Best (#1)</source>
        <translation>最良（#1）</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>unknown command '%1'</source>
        <translation>不明なコマンド '%1'</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 には値が必要です</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>不明なオプション %1</translation>
    </message>
    <message>
        <source>missing the workbook FILE</source>
        <translation>ワークブックの FILE が指定されていません</translation>
    </message>
    <message>
        <source>unexpected argument %1</source>
        <translation>予期しない引数 %1</translation>
    </message>
    <message>
        <source>--trials must be a whole number from 1 to 1000000, got '%1'</source>
        <translation>--trials は 1 から 1000000 までの整数で指定してください（指定値: '%1'）</translation>
    </message>
    <message>
        <source>--format must be table or json, got '%1'</source>
        <translation>--format は table または json で指定してください（指定値: '%1'）</translation>
    </message>
    <message>
        <source>%1 must be LOW:HIGH</source>
        <translation>%1 は LOW:HIGH の形式で指定してください</translation>
    </message>
    <message>
        <source>--steps must be a whole number from 2 to 1000</source>
        <translation>--steps は 2 から 1000 までの整数で指定してください</translation>
    </message>
    <message>
        <source>Run '%1 --help' for usage.</source>
        <translation>使い方は '%1 --help' で確認できます。</translation>
    </message>
    <message>
        <source>missing -o PATH</source>
        <translation>-o PATH が指定されていません</translation>
    </message>
    <message>
        <source>missing --format csv|xlsx|png|svg</source>
        <translation>--format csv|xlsx|png|svg が指定されていません</translation>
    </message>
    <message>
        <source>--format must be csv, xlsx, png or svg, got '%1'</source>
        <translation>--format は csv、xlsx、png、svg のいずれかで指定してください（指定値: '%1'）</translation>
    </message>
    <message>
        <source>--chart applies to png and svg only</source>
        <translation>--chart は png と svg にのみ使えます</translation>
    </message>
    <message>
        <source>unknown chart '%1'; one of %2</source>
        <translation>不明なグラフ '%1'。次のいずれかを指定してください: %2</translation>
    </message>
    <message>
        <source>--trials applies to the risk charts only</source>
        <translation>--trials はリスクのグラフにのみ使えます</translation>
    </message>
    <message>
        <source>--size applies to png only</source>
        <translation>--size は png にのみ使えます</translation>
    </message>
    <message>
        <source>--size must be WIDTHxHEIGHT between 320x180 and 8192x8192, e.g. 3840x2160; got '%1'</source>
        <translation>--size は 320x180 から 8192x8192 までの WIDTHxHEIGHT で指定してください（例: 3840x2160。指定値: '%1'）</translation>
    </message>
    <message>
        <source>--bom applies to csv only</source>
        <translation>--bom は csv にのみ使えます</translation>
    </message>
    <message>
        <source>--after-tax and --pre-tax cannot be used together</source>
        <translation>--after-tax と --pre-tax は同時に指定できません</translation>
    </message>
    <message>
        <source>%1 holds one scenario; name it with --scenario (%2 has %3)</source>
        <translation>%1 に含められるシナリオは 1 つです。--scenario で指定してください（%2 のシナリオ: %3）</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to 2^64 - 1</source>
        <translation>--seed は 0 から 2^64 - 1 までの整数で指定してください</translation>
    </message>
    <message>
        <source>missing -o OUTPUT.pdf</source>
        <translation>-o OUTPUT.pdf が指定されていません</translation>
    </message>
    <message>
        <source>--page must be a4 or letter, got '%1'</source>
        <translation>--page は a4 または letter で指定してください（指定値: '%1'）</translation>
    </message>
    <message>
        <source>--trials and --no-risk cannot be used together</source>
        <translation>--trials と --no-risk は同時に指定できません</translation>
    </message>
    <message>
        <source>no scenario named "%1" in %2</source>
        <translation>%2 に "%1" という名前のシナリオはありません</translation>
    </message>
    <message>
        <source>--input must be INPUT or INPUT=LOW:HIGH, got '%1'</source>
        <translation>--input は INPUT または INPUT=LOW:HIGH の形式で指定してください（指定値: '%1'）</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3</source>
        <translation>%1 は %2 から %3 までの整数で指定してください</translation>
    </message>
    <message>
        <source>no scenario named "%1" in %2 (it has %3)</source>
        <translation>%2 に "%1" という名前のシナリオはありません（あるシナリオ: %3）</translation>
    </message>
    <message>
        <source>--objective must be pv, pv_after_tax or p95, got '%1'</source>
        <translation>--objective は pv、pv_after_tax、p95 のいずれかです。指定値: '%1'</translation>
    </message>
</context>
<context>
    <name>CliHelp</name>
    <message>
        <source>evaluate a workbook and print each plan's costs</source>
        <translation>ワークブックを評価し、プランごとのコストを表示します</translation>
    </message>
    <message>
        <source>check a workbook and list its problems</source>
        <translation>ワークブックを検査し、問題を一覧表示します</translation>
    </message>
    <message>
        <source>each ranged figure alone at its low and high: tornados</source>
        <translation>範囲のある数値を 1 つずつ下限と上限に置く: トルネード図</translation>
    </message>
    <message>
        <source>percentiles of costs and break-even from random draws</source>
        <translation>乱数抽出によるコストと損益分岐点のパーセンタイル</translation>
    </message>
    <message>
        <source>owning minus renting over a grid of two inputs</source>
        <translation>2 つの入力のグリッド上での「所有 − レンタル」</translation>
    </message>
    <message>
        <source>what it takes for owning to win: each input's break-even value</source>
        <translation>所有が有利になる条件: 各入力の損益分岐値</translation>
    </message>
    <message>
        <source>write the PDF report of a scenario or a comparison</source>
        <translation>シナリオまたは比較の PDF レポートを書き出します</translation>
    </message>
    <message>
        <source>export flows as CSV or XLSX, or a chart as PNG or SVG</source>
        <translation>キャッシュフローを CSV/XLSX で、グラフを PNG/SVG で書き出します</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli COMMAND [OPTIONS]

Compares renting and owning GPU servers for the workloads of a FleetCost workbook.

Commands:
</source>
        <translation>使い方: fleetcost-cli COMMAND [OPTIONS]

FleetCost ワークブックのワークロードについて、GPU サーバーのレンタルと所有を比較します。

コマンド:
</translation>
    </message>
    <message>
        <source>
Run 'fleetcost-cli COMMAND --help' for a command's options.
Exit status: 0 done, 1 the workbook has problems, 2 usage error.
</source>
        <translation>
各コマンドのオプションは 'fleetcost-cli COMMAND --help' で確認できます。
終了ステータス: 0 完了、1 ワークブックに問題あり、2 使い方の誤り。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli evaluate FILE [--scenario NAME] [--format table|json]
                              [--after-tax | --pre-tax]

Evaluates the scenarios of a workbook and prints, for each plan, the present value,
the nominal cost, the cost per GPU-hour, the CO2 and the break-even months.

Options:
  --scenario NAME   evaluate only the scenarios called NAME (may be repeated);
                    problems in the other scenarios are then ignored
  --format FORMAT   table (default, for reading) or json (the full result:
                    flows by category, fleet, racks, break-even, workloads)
  --after-tax       evaluate after tax, whatever the workbook's after_tax says
  --pre-tax         evaluate before tax, whatever the workbook's after_tax says
  --help            show this help

With problems nothing is printed on standard output; each problem is printed on
standard error as 'POINTER: message'.
Exit status: 0 evaluated, 1 the workbook has problems, 2 usage error.
</source>
        <translation>使い方: fleetcost-cli evaluate FILE [--scenario NAME] [--format table|json]
                              [--after-tax | --pre-tax]

ワークブックのシナリオを評価し、プランごとに現在価値、名目コスト、
GPU 時間あたりのコスト、CO2、損益分岐点の月を表示します。

オプション:
  --scenario NAME   NAME という名前のシナリオだけを評価します（複数指定可）。
                    このとき他のシナリオの問題は無視されます
  --format FORMAT   table（既定、読むため）または json（結果のすべて:
                    カテゴリー別のフロー、フリート、ラック、損益分岐点、ワークロード）
  --after-tax       ワークブックの after_tax にかかわらず税引後で評価します
  --pre-tax         ワークブックの after_tax にかかわらず税引前で評価します
  --help            このヘルプを表示します

問題があるときは標準出力に何も表示せず、各問題を標準エラー出力に
'POINTER: message' の形で表示します。
終了ステータス: 0 評価完了、1 ワークブックに問題あり、2 使い方の誤り。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli export FILE --format csv|xlsx|png|svg -o PATH [--scenario NAME]
                            [--chart ID] [--size WIDTHxHEIGHT] [--bom]
                            [--after-tax | --pre-tax] [--trials N]

  csv   monthly flows of every plan by category (RFC 4180, UTF-8); every scenario of the
        workbook unless --scenario names some
  xlsx  a spreadsheet in which every flow is a formula of the inputs: a Summary that
        compares the scenarios, and per scenario its Assumptions (one named cell per
        figure), Monthly inputs, one sheet per plan (FleetCost's decisions as constants,
        every flow, total, NPV, break-even and IRR as formulas) and Break-even; every
        scenario of the workbook unless --scenario names some
  png   one chart for a slide, with title and subtitle (default 1920x1080)
  svg   the same chart as vectors

Options:
  -o, --output PATH   the file to write (replaced if it exists)
  --scenario NAME     the scenario (required for png and svg when the workbook has
                      several; csv and xlsx: may be repeated)
  --chart ID          png/svg: which chart (default: cumulative); one of
                      cumulative, monthly, present-value, capacity, load-duration,
                      racks-power, and the risk charts tornado (owning minus renting),
                      risk-distribution (Monte Carlo, seed 1), breakeven-map
  --size WxH          png: 1920x1080 (default) or 3840x2160, or any size up to 8192x8192
  --bom               csv: begin with a UTF-8 byte-order mark (for Excel on Windows)
  --after-tax         export after tax, whatever the workbook's after_tax says
  --pre-tax           export before tax
  --trials N          risk-distribution: Monte Carlo trials (default 10000)
  --help              show this help

Exit status: 0 written, 1 the workbook has problems or the file cannot be written,
2 usage error.
</source>
        <translation>使い方: fleetcost-cli export FILE --format csv|xlsx|png|svg -o PATH [--scenario NAME]
                            [--chart ID] [--size WIDTHxHEIGHT] [--bom]
                            [--after-tax | --pre-tax] [--trials N]

  csv   全プランのカテゴリー別の月次フロー（RFC 4180、UTF-8）。--scenario で指定しない
        限り、ワークブックのすべてのシナリオ
  xlsx  すべてのフローが入力の数式になっているスプレッドシート: シナリオを比較する
        Summary と、シナリオごとの Assumptions（数値ごとに名前付きセル 1 つ）、
        Monthly inputs、プランごとに 1 シート（FleetCost の判断は定数、すべての
        フロー、合計、NPV、損益分岐点、IRR は数式）、Break-even。--scenario で
        指定しない限り、ワークブックのすべてのシナリオ
  png   スライド用のグラフ 1 つ、タイトルとサブタイトル付き（既定 1920x1080）
  svg   同じグラフをベクター形式で

オプション:
  -o, --output PATH   書き出すファイル（すでにあれば置き換えます）
  --scenario NAME     シナリオ（ワークブックに複数ある場合、png と svg では必須。
                      csv と xlsx では複数指定可）
  --chart ID          png/svg: どのグラフか（既定: cumulative）。次のいずれか:
                      cumulative、monthly、present-value、capacity、load-duration、
                      racks-power、リスクのグラフ tornado（所有 − レンタル）、
                      risk-distribution（モンテカルロ、シード 1）、breakeven-map
  --size WxH          png: 1920x1080（既定）、3840x2160、または 8192x8192 までの任意の大きさ
  --bom               csv: 先頭に UTF-8 のバイトオーダーマークを付けます（Windows の Excel 向け）
  --after-tax         ワークブックの after_tax にかかわらず税引後で書き出します
  --pre-tax           税引前で書き出します
  --trials N          risk-distribution: モンテカルロの試行数（既定 10000）
  --help              このヘルプを表示します

終了ステータス: 0 書き出し完了、1 ワークブックに問題あり、またはファイルを書き出せない、
2 使い方の誤り。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli montecarlo FILE --trials N --seed S [--threads T]
                                [--scenario NAME] [--format table|json]
                                [--after-tax | --pre-tax]

Draws every figure that has a range from a triangular distribution (low, value, high),
independently, with the base case's hybrid caps and reservations held, and prints the
percentiles P5..P95 of each plan's present value, of the difference between the
cheapest owning and the cheapest renting plan and of the break-even month, and the
probability that owning is cheaper. The same seed gives the same output whatever the
number of threads.

Options:
  --trials N        trials to draw (default 10000, at most 1000000, and as many as
                    fit in 256 MiB: 8 bytes per trial for each plan and 4 more)
  --seed S          seed of the draws, a whole number (default 1)
  --threads T       threads to use (default: one per core)
  --scenario NAME   only the scenarios called NAME (may be repeated)
  --format FORMAT   table (default) or json (keys in docs/risk.md)
  --after-tax       evaluate after tax, whatever the workbook's after_tax says
  --pre-tax         evaluate before tax, whatever the workbook's after_tax says
  --help            show this help

Progress is shown on standard error when it is a terminal; Ctrl+C stops the run.
Exit status: 0 done, 1 the workbook, a bound or a trial's draws have problems,
2 usage error, 130 stopped by Ctrl+C (nothing is printed).
</source>
        <translation>使い方: fleetcost-cli montecarlo FILE --trials N --seed S [--threads T]
                                [--scenario NAME] [--format table|json]
                                [--after-tax | --pre-tax]

範囲のある数値をそれぞれ三角分布（low、value、high）から独立に抽出し（基本ケースの
ハイブリッド上限と予約は固定）、各プランの現在価値、最も安い所有プランと最も安い
レンタルプランの差、損益分岐点の月のパーセンタイル P5..P95 と、所有の方が安くなる
確率を表示します。同じシードなら、スレッド数にかかわらず同じ出力になります。

オプション:
  --trials N        抽出する試行数（既定 10000、最大 1000000、かつ 256 MiB に
                    収まる数まで: 試行 1 回につきプランごとに 8 バイトと、さらに 4 つ分）
  --seed S          抽出のシード、整数（既定 1）
  --threads T       使用するスレッド数（既定: コアごとに 1 つ）
  --scenario NAME   NAME という名前のシナリオだけ（複数指定可）
  --format FORMAT   table（既定）または json（キーは docs/risk.md を参照）
  --after-tax       ワークブックの after_tax にかかわらず税引後で評価します
  --pre-tax         ワークブックの after_tax にかかわらず税引前で評価します
  --help            このヘルプを表示します

標準エラー出力が端末のときは進行状況を表示します。Ctrl+C で中止できます。
終了ステータス: 0 完了、1 ワークブック、境界値、または試行の抽出値に問題あり、
2 使い方の誤り、130 Ctrl+C で中止（何も表示されません）。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli sensitivity FILE [--scenario NAME] [--format table|json]
                                 [--after-tax | --pre-tax]

Sets each figure that has a range (low, high) alone to its low and to its high, every
other figure at its value and the base case's hybrid caps and reservations held, and
prints how each plan's present value and the difference between the cheapest owning
and the cheapest renting plan change, sorted by swing (a tornado).

Options:
  --scenario NAME   only the scenarios called NAME (may be repeated)
  --format FORMAT   table (default) or json (keys in docs/risk.md)
  --after-tax       evaluate after tax, whatever the workbook's after_tax says
  --pre-tax         evaluate before tax, whatever the workbook's after_tax says
  --help            show this help

A bound that breaks its field's rule is a problem at '.../low' or '.../high'.
Progress is shown on standard error when it is a terminal; Ctrl+C stops the run.
Exit status: 0 done, 1 the workbook or a bound has problems, 2 usage error,
130 stopped by Ctrl+C (nothing is printed).
</source>
        <translation>使い方: fleetcost-cli sensitivity FILE [--scenario NAME] [--format table|json]
                                 [--after-tax | --pre-tax]

範囲（low、high）のある数値を 1 つずつ、その下限と上限に置き（他の数値はすべて
その値のまま、基本ケースのハイブリッド上限と予約は固定）、各プランの現在価値と、
最も安い所有プランと最も安いレンタルプランの差がどう変わるかを、振れ幅の順に
表示します（トルネード図）。

オプション:
  --scenario NAME   NAME という名前のシナリオだけ（複数指定可）
  --format FORMAT   table（既定）または json（キーは docs/risk.md を参照）
  --after-tax       ワークブックの after_tax にかかわらず税引後で評価します
  --pre-tax         ワークブックの after_tax にかかわらず税引前で評価します
  --help            このヘルプを表示します

フィールドのルールに反する境界値は '.../low' または '.../high' の問題になります。
標準エラー出力が端末のときは進行状況を表示します。Ctrl+C で中止できます。
終了ステータス: 0 完了、1 ワークブックまたは境界値に問題あり、2 使い方の誤り、
130 Ctrl+C で中止（何も表示されません）。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli validate FILE

Checks a workbook: JSON syntax, every field's type and range, references between
objects, each plan's servers, rental offers and rack fit, and that the costs can be
computed. Prints each problem as
'POINTER: message' on standard output, and nothing when there is none.

Exit status: 0 no problems, 1 problems found, 2 usage error.
</source>
        <translation>使い方: fleetcost-cli validate FILE

ワークブックを検査します: JSON の構文、各フィールドの型と範囲、オブジェクト間の
参照、各プランのサーバー、レンタルオファー、ラックへの収まり、そしてコストが
計算できるか。見つかった問題を 1 件ずつ
'POINTER: message' の形で標準出力に表示し、問題がなければ何も表示しません。

終了ステータス: 0 問題なし、1 問題あり、2 使い方の誤り。
</translation>
    </message>
    <message>
        <source>the best mix of owning, renting and APIs: every assignment, ranked</source>
        <translation>保有・レンタル・API の最適な組み合わせ:すべての割り当てを順位付け</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli find FILE [--scenario NAME] [--top N]
                          [--objective pv|pv_after_tax|p95] [--trials N] [--seed S]
                          [--format table|json] [-o OUT.fleetcost] [--threads T]

Searches every assignment of each workload to a supply the scenario allows: renting on
demand or reserved in a region with an offer for its GPU model, owning it colocated or
hybrid at a site, or a region's hosted API offers for its model. What is owned at one site
shares that site's racks and fees; one site is owned one way. Each assignment is priced as
a portfolio plan by the same engine as evaluate, and the best are ranked by present value;
spaces above 50,000,000 assignments are searched by branch and bound, which proves its
best or prints a proven lower bound and the gap to it. Candidates of equal present value
are ranked once, with the number of equal alternatives.

Options:
  --top N                    how many plans to rank, 1 to 1000 (default 10)
  --objective OBJECTIVE      pv (default), pv_after_tax, or p95: the 95th percentile of
                             present value over Monte Carlo trials, of the 40 plans of
                             lowest present value
  --trials N                 p95: Monte Carlo trials, 100 to 100000 (default 1000)
  --seed S                   p95: the random seed (default 1)
  -o OUT.fleetcost           write the workbook with the ranked plans added to each
                             searched scenario as portfolio plans
  --threads T                threads to use (default 2)
  --scenario NAME            only the scenarios called NAME (may be repeated)
  --format FORMAT            table (default) or json (keys in docs/finder.md)
  --help                     show this help

Exit status: 0 done, 1 the workbook has problems or cannot be searched, 2 usage error,
130 stopped by Ctrl+C.
</source>
        <translation>Usage: fleetcost-cli find FILE [--scenario NAME] [--top N]
                          [--objective pv|pv_after_tax|p95] [--trials N] [--seed S]
                          [--format table|json] [-o OUT.fleetcost] [--threads T]

各ワークロードを、シナリオが許す調達先のすべてに割り当てて探索します:GPU モデルの
オファーがあるリージョンでのオンデマンドまたはリザーブドのレンタル、サイトでの保有
(コロケーションまたはハイブリッド)、そのモデルを提供するリージョンのホスト型 API。
1 つのサイトで保有するものはそのサイトのラックと料金を共有し、1 つのサイトの保有方法は
1 つです。各割り当ては evaluate と同じエンジンでポートフォリオ計画として計算され、
現在価値の低い順に順位が付きます。割り当てが 50,000,000 通りを超える場合は分枝限定法で
探索し、最良を証明するか、証明済みの下限とその差を表示します。現在価値の等しい候補は
1 つの順位にまとめ、同額の代替案の数を示します。

オプション:
  --top N                    順位を付ける計画の数、1～1000(既定 10)
  --objective OBJECTIVE      pv(既定)、pv_after_tax、または p95:現在価値の低い 40 計画に
                             ついて、モンテカルロ試行での現在価値の 95 パーセンタイル
  --trials N                 p95:モンテカルロの試行回数、100～100000(既定 1000)
  --seed S                   p95:乱数のシード(既定 1)
  -o OUT.fleetcost           順位を付けた計画をポートフォリオ計画として、探索した各シナリオに
                             加えたワークブックを書き出す
  --threads T                使うスレッド数(既定 2)
  --scenario NAME            NAME という名前のシナリオだけ(繰り返し可)
  --format FORMAT            table(既定)または json(キーは docs/finder.md)
  --help                     このヘルプを表示

終了ステータス: 0 完了、1 ワークブックに問題があるか探索できない、2 使い方の誤り、
130 Ctrl+C で停止。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli report FILE -o OUTPUT.pdf [--scenario NAME]... [--page a4|letter]
                            [--after-tax | --pre-tax] [--trials N | --no-risk]

Writes the PDF report of a scenario: a first page with the answer, the inputs that
decide it and what it takes for owning to win (thresholds, as fleetcost-cli thresholds);
key figures and every results chart, how the plan finder found the cheapest mix of
supplies (as fleetcost-cli find), the risk analyses (tornado, Monte Carlo with seed 1,
break-even map), yearly cash flows, warnings (stale prices among them), method notes,
and the assumptions register with numbered sources, dates, kinds of evidence and the
age of stale prices. With two or more scenarios (several --scenario options, or a
workbook of several scenarios and no --scenario), a comparison: side by side, each
scenario's summary and key charts, one register for them all.

Options:
  -o, --output PATH   the PDF to write (replaced if it exists)
  --scenario NAME     the scenario to report (may be repeated; default: all)
  --page SIZE         a4 (default) or letter
  --after-tax         report after tax, whatever the workbook's after_tax says
  --pre-tax           report before tax
  --trials N          Monte Carlo trials of the risk section (default 10000)
  --no-risk           leave the risk section out
  --help              show this help

Exit status: 0 written, 1 the workbook has problems or the file cannot be written,
2 usage error.
</source>
        <translation>使い方: fleetcost-cli report FILE -o OUTPUT.pdf [--scenario NAME]... [--page a4|letter]
                            [--after-tax | --pre-tax] [--trials N | --no-risk]

シナリオの PDF レポートを書き出します: 結論、それを決める入力、所有が有利になる条件
（しきい値。fleetcost-cli thresholds と同じ）を載せた 1 ページ目、主要な数値と
すべての結果グラフ、計画ファインダーが最安の調達先の組合せをどう見つけたか（fleetcost-cli find と同じ）、
リスク分析（トルネード図、シード 1 のモンテカルロ、損益分岐マップ）、
年ごとのキャッシュフロー、警告（古い価格を含む）、手法の注記、出典・日付・根拠の種類と
古い価格の経過月数を付けた前提条件の一覧。
シナリオが 2 つ以上のとき（--scenario を複数指定、またはシナリオが複数あるワークブックで
--scenario なし）は比較レポート: 横並びの比較、各シナリオの概要と主要グラフ、
全シナリオ共通の前提条件の一覧。

オプション:
  -o, --output PATH   書き出す PDF（すでにあれば置き換えます）
  --scenario NAME     レポートするシナリオ（複数指定可。既定: すべて）
  --page SIZE         a4（既定）または letter
  --after-tax         ワークブックの after_tax にかかわらず税引後でレポートします
  --pre-tax           税引前でレポートします
  --trials N          リスクの節のモンテカルロ試行数（既定 10000）
  --no-risk           リスクの節を省きます
  --help              このヘルプを表示します

終了ステータス: 0 書き出し完了、1 ワークブックに問題あり、またはファイルを書き出せない、
2 使い方の誤り。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli breakeven-map FILE [--x INPUT] [--y INPUT] [--steps N]
                                   [--x-range LOW:HIGH] [--y-range LOW:HIGH]
                                   [--scenario NAME] [--format table|json]
                                   [--after-tax | --pre-tax]

Evaluates the difference in present value between the cheapest owning plan and the
cheapest renting plan (below 0: owning is cheaper) on a grid of two inputs, every other
figure at its value and the base case's hybrid caps and reservations held, and the
line where it is zero.

An INPUT is one of:
  demand_scale         multiplies every workload's demand (default --x, 0.5:2)
  rental_price_scale   multiplies every offer's rental prices (on demand, reserved, spot,
                       blocks, committed)
                       (default --y, 0.2:1.4)
  a JSON pointer       of a figure the scenario states, from the scenario or the file's
                       root, e.g. /sites/0/energy_per_kwh; its range is low:high

Options:
  --x INPUT, --y INPUT       the inputs across and up
  --x-range, --y-range LOW:HIGH   the range of an input (needed for a figure without one)
  --steps N                  points per input, 2 to 1000 (default 21)
  --threads T                threads to use (default: one per core)
  --scenario NAME            only the scenarios called NAME (may be repeated)
  --format FORMAT            table (default) or json (keys in docs/risk.md)
  --after-tax, --pre-tax     override the workbook's after_tax
  --help                     show this help

At most 1000 x 1000 points. Progress is shown on standard error when it is a terminal;
Ctrl+C stops the run.
Exit status: 0 done, 1 the workbook or a grid value has problems, 2 usage error,
130 stopped by Ctrl+C (nothing is printed).
</source>
        <translation>使い方: fleetcost-cli breakeven-map FILE [--x INPUT] [--y INPUT] [--steps N]
                                   [--x-range LOW:HIGH] [--y-range LOW:HIGH]
                                   [--scenario NAME] [--format table|json]
                                   [--after-tax | --pre-tax]

2 つの入力のグリッド上で、最も安い所有プランと最も安いレンタルプランの現在価値の差
（0 未満なら所有の方が安い）を評価し（他の数値はすべてその値のまま、基本ケースの
ハイブリッド上限と予約は固定）、差が 0 になる線を求めます。

INPUT は次のいずれかです:
  demand_scale         すべてのワークロードの需要に掛ける倍率（--x の既定、0.5:2）
  rental_price_scale   すべてのオファーのレンタル価格（オンデマンド、予約、スポット、
                       キャパシティブロック、コミット）に掛ける倍率
                       （--y の既定、0.2:1.4）
  JSON ポインター      シナリオが定める数値の、シナリオまたはファイルのルートからの
                       位置（例: /sites/0/energy_per_kwh）。範囲は low:high

オプション:
  --x INPUT, --y INPUT       横軸と縦軸の入力
  --x-range, --y-range LOW:HIGH   入力の範囲（範囲のない数値には必須）
  --steps N                  入力ごとの点の数、2 から 1000（既定 21）
  --threads T                使用するスレッド数（既定: コアごとに 1 つ）
  --scenario NAME            NAME という名前のシナリオだけ（複数指定可）
  --format FORMAT            table（既定）または json（キーは docs/risk.md を参照）
  --after-tax, --pre-tax     ワークブックの after_tax を上書きします
  --help                     このヘルプを表示します

点は最大 1000 x 1000 です。標準エラー出力が端末のときは進行状況を表示します。
Ctrl+C で中止できます。
終了ステータス: 0 完了、1 ワークブックまたはグリッドの値に問題あり、2 使い方の誤り、
130 Ctrl+C で中止（何も表示されません）。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli thresholds FILE [--input INPUT[=LOW:HIGH]]... [--owning PLAN]
                                [--renting PLAN] [--hold-decisions] [--scenario NAME]
                                [--format table|json] [--after-tax | --pre-tax]

For one owning plan against one renting plan (by default the cheapest of each), finds
the value of each input at which their present values are equal, every other input at
its value: what would have to change for owning to win (or to stop winning). Says on
which side owning wins and how far the threshold is from today's value, or that there
is no threshold in the range searched.

An INPUT is one of:
  utilisation          the busy share of the owning plan's GPUs: demand scaled on
                       today's fleet (its servers month by month)
  rental_price_scale   multiplies every offer's rental prices (on demand, reserved, spot,
                       blocks, committed)
  demand_scale         multiplies every workload's demand (the fleet follows it)
  horizon_months       the horizon, in whole months
  a JSON pointer       of a figure the scenario states, from the scenario or the file's
                       root, e.g. /sites/0/energy_per_kwh, /discount_rate_annual
Without --input: utilisation, rental_price_scale, the energy price of the owning plan's
site, the server price of the GPU model it owns most of, the discount rate, the horizon.
=LOW:HIGH searches that range instead of the one the input's rule allows.

Options:
  --input INPUT[=LOW:HIGH]  an input to solve for (may be repeated)
  --owning PLAN             the owning plan (colocate or hybrid) by name
  --renting PLAN            the renting plan (rent_on_demand, rent_reserved or api) by name
  --hold-decisions          hold hybrid caps and reservations at today's choice (by
                            default every value is a full evaluation that chooses
                            fleet sizes, caps and reservations again)
  --threads T               threads to use (default: one per core)
  --scenario NAME           only the scenarios called NAME (may be repeated)
  --format FORMAT           table (default) or json (keys in docs/thresholds.md)
  --after-tax, --pre-tax    override the workbook's after_tax
  --help                    show this help

Progress is shown on standard error when it is a terminal; Ctrl+C stops the run.
Exit status: 0 done, 1 the workbook has problems, 2 usage error,
130 stopped by Ctrl+C (nothing is printed).
</source>
        <translation>使い方: fleetcost-cli thresholds FILE [--input INPUT[=LOW:HIGH]]... [--owning PLAN]
                                [--renting PLAN] [--hold-decisions] [--scenario NAME]
                                [--format table|json] [--after-tax | --pre-tax]

1 つの所有プランと 1 つのレンタルプラン（既定ではそれぞれ最も安いもの）について、
両者の現在価値が等しくなる各入力の値を、他の入力をすべてその値のままにして求めます:
所有が有利になる（または有利でなくなる）には何がどれだけ変わる必要があるか。どちら側で
所有が有利か、しきい値が現在の値からどれだけ離れているか、または探索範囲にしきい値が
ないことを示します。

INPUT は次のいずれかです:
  utilisation          所有プランの GPU の稼働率: 現在のフリート（月ごとのサーバー）
                       に対して需要を増減させます
  rental_price_scale   すべてのオファーのレンタル価格（オンデマンド、予約、スポット、
                       キャパシティブロック、コミット）に掛ける倍率
  demand_scale         すべてのワークロードの需要に掛ける倍率（フリートも追随します）
  horizon_months       期間（整数の月数）
  JSON ポインター      シナリオが定める数値の、シナリオまたはファイルのルートからの
                       位置（例: /sites/0/energy_per_kwh、/discount_rate_annual）
--input がない場合: utilisation、rental_price_scale、所有プランのサイトの電力価格、
最も多く所有する GPU モデルのサーバー価格、割引率、期間。
=LOW:HIGH を付けると、入力のルールが許す範囲の代わりにその範囲を探索します。

オプション:
  --input INPUT[=LOW:HIGH]  解く入力（複数指定可）
  --owning PLAN             所有プラン（colocate または hybrid）の名前
  --renting PLAN            レンタルプラン（rent_on_demand、rent_reserved または api）の名前
  --hold-decisions          ハイブリッド上限と予約を現在の選択に固定します（既定では
                            各値が完全な評価で、フリートの規模、上限、予約を
                            選び直します）
  --threads T               使用するスレッド数（既定: コアごとに 1 つ）
  --scenario NAME           NAME という名前のシナリオだけ（複数指定可）
  --format FORMAT           table（既定）または json（キーは docs/thresholds.md を参照）
  --after-tax, --pre-tax    ワークブックの after_tax を上書きします
  --help                    このヘルプを表示します

標準エラー出力が端末のときは進行状況を表示します。Ctrl+C で中止できます。
終了ステータス: 0 完了、1 ワークブックに問題あり、2 使い方の誤り、
130 Ctrl+C で中止（何も表示されません）。
</translation>
    </message>
</context>
<context>
    <name>CliTable</name>
    <message>
        <source>never</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 (%2, %3 months, after tax)</source>
        <translation>%1（%2、%3 か月、税引後）</translation>
    </message>
    <message>
        <source>%1 (%2, %3 months)</source>
        <translation>%1（%2、%3 か月）</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <source>Present value %1</source>
        <translation>現在価値 %1</translation>
    </message>
    <message>
        <source>Nominal cost %1</source>
        <translation>名目コスト %1</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>GPU 時間あたり</translation>
    </message>
    <message>
        <source>CO2 t</source>
        <translation>CO2 t</translation>
    </message>
    <message>
        <source>Break-even, months after start (discounted in brackets):</source>
        <translation>損益分岐点、開始からの月数（括弧内は割引後）：</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>対</translation>
    </message>
    <message>
        <source>, IRR %1%</source>
        <translation>、IRR %1%</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>Note on %1: %2</source>
        <translation>%1 についての注記：%2</translation>
    </message>
    <message>
        <source>Scenario "%1": %2 (present values in %3)</source>
        <translation>シナリオ「%1」：%2（現在価値、%3）</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>low</source>
        <translation>下限</translation>
    </message>
    <message>
        <source>high</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>at low</source>
        <translation>下限のとき</translation>
    </message>
    <message>
        <source>at high</source>
        <translation>上限のとき</translation>
    </message>
    <message>
        <source>swing</source>
        <translation>振れ幅</translation>
    </message>
    <message>
        <source>sensitivity, each ranged figure alone at its low and high</source>
        <translation>感応度（各範囲付き数値を単独で下限・上限に設定）</translation>
    </message>
    <message>
        <source>No figure has a range (low or high).</source>
        <translation>範囲（下限・上限）を持つ数値はありません。</translation>
    </message>
    <message>
        <source>Cheapest owning minus cheapest renting (base %1):</source>
        <translation>最安の保有 − 最安のレンタル（基準 %1）：</translation>
    </message>
    <message>
        <source>%1 (base %2), largest swings:</source>
        <translation>%1（基準 %2）、振れ幅の大きい順：</translation>
    </message>
    <message>
        <source>Monte Carlo, %1 trials, seed %2</source>
        <translation>モンテカルロ、試行 %1 回、シード %2</translation>
    </message>
    <message>
        <source>owning - renting</source>
        <translation>保有 − レンタル</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Break-even month (cheapest owning against cheapest renting): P5 %1, P50 %2, P95 %3; never in %4% of trials</source>
        <translation>損益分岐月（最安の保有 対 最安のレンタル）：P5 %1、P50 %2、P95 %3。試行の %4% では到達せず</translation>
    </message>
    <message>
        <source>Probability that owning is cheaper: %1%</source>
        <translation>保有が割安となる確率：%1%</translation>
    </message>
    <message>
        <source>break-even map</source>
        <translation>損益分岐マップ</translation>
    </message>
    <message>
        <source>Cheapest owning minus cheapest renting, millions of %1 (below 0: owning is cheaper)</source>
        <translation>最安の保有 − 最安のレンタル、百万 %1（0 未満なら保有が割安）</translation>
    </message>
    <message>
        <source>rows: %1 (%2), columns: %3 (%4)</source>
        <translation>行：%1（%2）、列：%3（%4）</translation>
    </message>
    <message>
        <source>above</source>
        <translation>上回る</translation>
    </message>
    <message>
        <source>below</source>
        <translation>下回る</translation>
    </message>
    <message>
        <source>no threshold</source>
        <translation>閾値なし</translation>
    </message>
    <message>
        <source>not searched</source>
        <translation>探索せず</translation>
    </message>
    <message>
        <source>Owning wins if every rental price is above %1 x today's.</source>
        <translation>すべてのレンタル価格が現在の %1 倍を上回れば保有が有利。</translation>
    </message>
    <message>
        <source>Owning wins if every rental price is below %1 x today's.</source>
        <translation>すべてのレンタル価格が現在の %1 倍を下回れば保有が有利。</translation>
    </message>
    <message>
        <source>Owning wins if demand is above %1 x today's.</source>
        <translation>需要が現在の %1 倍を上回れば保有が有利。</translation>
    </message>
    <message>
        <source>Owning wins if demand is below %1 x today's.</source>
        <translation>需要が現在の %1 倍を下回れば保有が有利。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is %2 %3 or more.</source>
        <translation>%1 が %2 %3 以上なら保有が有利。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is %2 %3 or less.</source>
        <translation>%1 が %2 %3 以下なら保有が有利。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is above %2 %3.</source>
        <translation>%1 が %2 %3 を上回れば保有が有利。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is below %2 %3.</source>
        <translation>%1 が %2 %3 を下回れば保有が有利。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3 %4: owning wins throughout.</source>
        <translation>%1 の閾値なし（%2〜%3 %4）：この範囲では常に保有が有利。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3 %4: owning never wins there.</source>
        <translation>%1 の閾値なし（%2〜%3 %4）：この範囲では保有が有利になることはない。</translation>
    </message>
    <message>
        <source>(The difference jumps across zero there: a whole server more or less.)</source>
        <translation>（差額はここでゼロをまたいで跳ぶ：サーバー 1 台分の増減。）</translation>
    </message>
    <message>
        <source>The sign also changes at: %1.</source>
        <translation>符号はほかにも次の値で変わる：%1。</translation>
    </message>
    <message>
        <source>what it takes for owning to win</source>
        <translation>保有が有利になる条件</translation>
    </message>
    <message>
        <source>%1 against %2: owning is cheaper by %3 today.</source>
        <translation>%1 対 %2：現在は保有が %3 割安。</translation>
    </message>
    <message>
        <source>%1 against %2: owning costs %3 more today.</source>
        <translation>%1 対 %2：現在は保有が %3 割高。</translation>
    </message>
    <message>
        <source>Hybrid caps and reservations held at today's at every value.</source>
        <translation>ハイブリッドの上限とリザーブド契約はどの値でも現在の選択のまま。</translation>
    </message>
    <message>
        <source>Hybrid caps, reservations and fleet sizes chosen again at every value.</source>
        <translation>ハイブリッドの上限、リザーブド契約、保有台数はどの値でも選び直す。</translation>
    </message>
    <message>
        <source>input</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>today</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>閾値</translation>
    </message>
    <message>
        <source>change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>owning wins</source>
        <translation>保有が有利な側</translation>
    </message>
    <message>
        <source>Nearest to today (most informative): %1.</source>
        <translation>現在値に最も近い閾値（最も参考になるもの）：%1。</translation>
    </message>
    <message>
        <source>Cost per million tokens, %1 (each workload's share of the plan's nominal cost):</source>
        <translation>100万トークンあたりのコスト、%1（プランの名目コストのうち各ワークロードの負担分）：</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand is between %1 and %2 x today's (on today's fleet, whose GPUs are %3 % busy today).</source>
        <translation>需要が現在の %1 倍から %2 倍の間にある限り、保有のほうが安いままです（現在の台数で、GPU の稼働率は現在 %3 %）。</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand stays below %1 x today's (on today's fleet, whose GPUs are %2 % busy today).</source>
        <translation>需要が現在の %1 倍を下回っている限り、保有のほうが安いままです（現在の台数で、GPU の稼働率は現在 %2 %）。</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand stays above %1 x today's (on today's fleet, whose GPUs are %2 % busy today).</source>
        <translation>需要が現在の %1 倍を上回っている限り、保有のほうが安いままです（現在の台数で、GPU の稼働率は現在 %2 %）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand were between %1 and %2 x today's (on today's fleet: its GPUs %3 to %4 % busy; %5 % today).</source>
        <translation>需要が現在の %1 倍から %2 倍の間なら保有のほうが安くなります（現在の台数で GPU の稼働率 %3〜%4 %、現在 %5 %）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand rose above %1 x today's (on today's fleet: its GPUs over %2 % busy; %3 % today).</source>
        <translation>需要が現在の %1 倍を超えれば保有のほうが安くなります（現在の台数で GPU の稼働率 %2 % 超、現在 %3 %）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand fell below %1 x today's (on today's fleet: its GPUs under %2 % busy; %3 % today).</source>
        <translation>需要が現在の %1 倍を下回れば保有のほうが安くなります（現在の台数で GPU の稼働率 %2 % 未満、現在 %3 %）。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3 %4: the two plans cost exactly the same throughout.</source>
        <translation>%1 には %2 から %3 %4 の間にしきい値がありません：この範囲では二つのプランの費用がまったく同じです。</translation>
    </message>
    <message>
        <source>Scenario "%1": no thresholds: %2.</source>
        <translation>シナリオ「%1」：しきい値なし：%2。</translation>
    </message>
    <message>
        <source>the scenario has no owning plan (colocate or hybrid) to compare</source>
        <translation>比較する保有プラン（colocate または hybrid）がシナリオにありません</translation>
    </message>
    <message>
        <source>the scenario has no renting plan (rent_on_demand, rent_reserved or api) to compare</source>
        <translation>比較するレンタルプラン（rent_on_demand、rent_reserved または api）がシナリオにありません</translation>
    </message>
    <message>
        <source>Plan finder: %1 (%2)</source>
        <translation>計画ファインダー: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 assignments of %2 workloads to %3 supplies searched, every one priced from %4 evaluations of supplies for sets of workloads: the ranking is exact.</source>
        <translation>%2 件のワークロードを %3 件の調達先に割り当てる %1 通りを探索し、ワークロードの組ごとの調達先の評価 %4 回からすべてを計算しました:順位は厳密です。</translation>
    </message>
    <message>
        <source>Best of the scenario's own plans: %1, present value %2</source>
        <translation>シナリオ自身の計画で最良: %1、現在価値 %2</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>vs best own plan</source>
        <translation>自身の最良計画比</translation>
    </message>
    <message>
        <source>Peak FY capex %1</source>
        <translation>年度最大の設備投資 %1</translation>
    </message>
    <message>
        <source>Rented share</source>
        <translation>レンタル比率</translation>
    </message>
    <message>
        <source>Supplies of #1:</source>
        <translation>#1 の調達先:</translation>
    </message>
    <message>
        <source>What separates #1 from #2 (present value of making that one change in #1):</source>
        <translation>#1 と #2 の違い(#1 でその 1 か所だけ変えた場合の現在価値):</translation>
    </message>
    <message>
        <source>Pareto front (no other plan is cheaper and needs less capex in its peak fiscal year):</source>
        <translation>パレート前線(より安く、かつ最大年度の設備投資がより少ない計画は他にない):</translation>
    </message>
    <message>
        <source>Limits of #1, at their highest:</source>
        <translation>#1 の制約(最も高い時点):</translation>
    </message>
    <message>
        <source>%1 power envelope</source>
        <translation>%1 の電力枠</translation>
    </message>
    <message>
        <source>%1 of %2 kW in %3</source>
        <translation>%2 kW のうち %1 kW(%3)</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <translation>%1 のラック</translation>
    </message>
    <message>
        <source>%1 of %2 racks in %3</source>
        <translation>%2 ラックのうち %1 ラック(%3)</translation>
    </message>
    <message>
        <source>Capex budget</source>
        <translation>設備投資予算</translation>
    </message>
    <message>
        <source>%1 of %2 %3 in %4</source>
        <translation>%2 %3 のうち %1(%4)</translation>
    </message>
    <message>
        <source>%1 of at most %2</source>
        <translation>上限 %2 のうち %1</translation>
    </message>
    <message>
        <source>%1 assignments of %2 workloads to %3 supplies, searched by branch and bound from %4 evaluations of supplies for sets of workloads (%5 assignments priced): the best is proven, no assignment costs less.</source>
        <translation>%2 件のワークロードを %3 件の調達先に割り当てる %1 通りを、ワークロードの組ごとの調達先の評価 %4 回から分枝限定法で探索しました(計算した割り当て %5 通り):最良は証明済みで、これより安い割り当てはありません。</translation>
    </message>
    <message>
        <source>%1 assignments of %2 workloads to %3 supplies, searched by branch and bound from %4 evaluations of supplies for sets of workloads (%5 assignments priced) and stopped: no assignment costs less than %6, so the best is within %7 of the cheapest.</source>
        <translation>%2 件のワークロードを %3 件の調達先に割り当てる %1 通りを、ワークロードの組ごとの調達先の評価 %4 回から分枝限定法で探索し(計算した割り当て %5 通り)、途中で停止しました:%6 より安い割り当てはないため、最良は最安値から %7 以内です。</translation>
    </message>
    <message>
        <source>%1 assignments of %2 workloads to %3 supplies, searched by branch and bound from %4 evaluations of supplies for sets of workloads (%5 assignments priced) and stopped without a proven bound.</source>
        <translation>%2 件のワークロードを %3 件の調達先に割り当てる %1 通りを、ワークロードの組ごとの調達先の評価 %4 回から分枝限定法で探索し(計算した割り当て %5 通り)、証明済みの下限なしで停止しました。</translation>
    </message>
    <message>
        <source>Ranked by P95, the 95th percentile of present value over %1 Monte Carlo trials (seed %2), among the %3 cheapest by present value.</source>
        <translation>P95(モンテカルロ試行 %1 回、シード %2 での現在価値の 95 パーセンタイル)で、現在価値の低い %3 件の中から順位を付けています。</translation>
    </message>
    <message>
        <source>Equal alternatives</source>
        <translation>同額の代替案</translation>
    </message>
    <message>
        <source>P95 %1</source>
        <translation>P95 %1</translation>
    </message>
    <message>
        <source>  %1 other assignments cost the same, for example:</source>
        <translation>  ほかに %1 通りの割り当てが同額です。例:</translation>
    </message>
    <message>
        <source>Pareto front of present value against P95 (no other plan ranked is lower in both):</source>
        <translation>現在価値と P95 のパレートフロンティア(両方でこれより低い計画は順位内にありません):</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>グッドプット</translation>
    </message>
    <message>
        <source>Per useful GPU-hour</source>
        <translation>有効GPU時間あたり</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>New GPU</source>
        <translation>新しい GPU</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>通貨</translation>
    </message>
    <message>
        <source>New server</source>
        <translation>新しいサーバー</translation>
    </message>
    <message>
        <source>Units per US$</source>
        <translation>1 US$ あたりの単位数</translation>
    </message>
    <message>
        <source>Every amount is converted once, with these rates</source>
        <translation>すべての金額はこのレートで一度だけ換算されます</translation>
    </message>
    <message>
        <source>New site</source>
        <translation>新しいサイト</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>空冷</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>New offer</source>
        <translation>新しいオファー</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Restricted GPUs</source>
        <translation>規制対象 GPU</translation>
    </message>
    <message>
        <source>GPU ids, separated by commas, that export controls restrict in this region</source>
        <translation>この地域で輸出規制の対象となる GPU の ID（カンマ区切り）</translation>
    </message>
    <message>
        <source>New region</source>
        <translation>新しい地域</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>Business hours</source>
        <translation>営業時間</translation>
    </message>
    <message>
        <source>Diurnal</source>
        <translation>日周型</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>一定</translation>
    </message>
    <message>
        <source>Weekly profile</source>
        <translation>週次プロファイル</translation>
    </message>
    <message>
        <source>Load over the week; owned servers are sized for its peak hour</source>
        <translation>1 週間の負荷。保有サーバーはそのピーク時間帯に合わせて規模を決めます</translation>
    </message>
    <message>
        <source>New workload</source>
        <translation>新しいワークロード</translation>
    </message>
    <message>
        <source>Any (first offer)</source>
        <translation>指定なし（最初のオファー）</translation>
    </message>
    <message>
        <source>New plan</source>
        <translation>新しいプラン</translation>
    </message>
    <message>
        <source>New API offer</source>
        <translation>新しいAPIオファー</translation>
    </message>
</context>
<context>
    <name>EditorTabs</name>
    <message>
        <source>GPU models</source>
        <translation>GPU モデル</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU モデル</translation>
    </message>
    <message>
        <source>Server models</source>
        <translation>サーバーモデル</translation>
    </message>
    <message>
        <source>server model</source>
        <translation>サーバーモデル</translation>
    </message>
    <message>
        <source>Owning plans buy the first server model listed for each GPU model. Prices are per server, in the server's currency.</source>
        <translation>保有プランは、各 GPU モデルについて一覧の先頭にあるサーバーモデルを購入します。価格はサーバー 1 台あたりで、サーバーの通貨建てです。</translation>
    </message>
    <message>
        <source>Colocation sites</source>
        <translation>コロケーションサイト</translation>
    </message>
    <message>
        <source>site</source>
        <translation>サイト</translation>
    </message>
    <message>
        <source>Fees are in the site's currency. Servers per rack are limited by the chosen cooling option's kW per rack and the usable rack units.</source>
        <translation>料金はサイトの通貨建てです。ラックあたりのサーバー数は、選択した冷却オプションのラックあたり kW と使用可能なラックユニット数によって制限されます。</translation>
    </message>
    <message>
        <source>Cooling options of the selected site</source>
        <translation>選択したサイトの冷却オプション</translation>
    </message>
    <message>
        <source>cooling option</source>
        <translation>冷却オプション</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>レンタルオファー</translation>
    </message>
    <message>
        <source>rental offer</source>
        <translation>レンタルオファー</translation>
    </message>
    <message>
        <source>A plan rents from the first offer for each GPU model in its region (and from its provider, when it names one).</source>
        <translation>プランは、その地域で各 GPU モデルの最初のオファーからレンタルします（プロバイダーを指定している場合はそのプロバイダーから）。</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>為替レート</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>通貨</translation>
    </message>
    <message>
        <source>Ownership policy</source>
        <translation>保有ポリシー</translation>
    </message>
    <message>
        <source>Regions and tax</source>
        <translation>地域と税</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Restricted GPUs raise a warning on plans that own or rent them in the region (export controls).</source>
        <translation>規制対象の GPU を地域内で保有またはレンタルするプランには警告が表示されます（輸出規制）。</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>Price path of the selected offer</source>
        <translation>選択したオファーの価格パス</translation>
    </message>
    <message>
        <source>price point</source>
        <translation>価格ポイント</translation>
    </message>
    <message>
        <source>Dated prices, e.g. a forward curve: linear between points from the offer's price at month 0, held after the last point; they replace the yearly price change for the prices they give. Removing the last point removes the path.</source>
        <translation>日付付きの価格（例：フォワードカーブ）：第0月のオファー価格から各点の間を直線で結び、最後の点以降はその価格を維持します。指定した価格については年間価格変化率に代わります。最後の点を削除するとパスも削除されます。</translation>
    </message>
    <message>
        <source>Hosted API offers</source>
        <translation>ホスト型APIオファー</translation>
    </message>
    <message>
        <source>API offer</source>
        <translation>APIオファー</translation>
    </message>
    <message>
        <source>Prices per million tokens. A hosted API plan serves each inference workload sized in tokens from the first offer for its model in the plan's region, and rents the other workloads on demand.</source>
        <translation>価格は100万トークンあたり。ホスト型APIプランは、トークンで規模を示した各推論ワークロードに、プランの地域でそのモデルを扱う最初のオファーから提供し、その他のワークロードはオンデマンドでレンタルします。</translation>
    </message>
    <message>
        <source>Renting and hosted API plans need a rental region; owning plans a site, and a rental region for the burst (hybrid) or until the servers arrive (lead time).</source>
        <translation>レンタルプランとホスト型APIプランにはレンタル地域が必要です。保有プランにはサイトと、バースト分（ハイブリッド）またはサーバー到着まで（リードタイム）のレンタル地域が必要です。</translation>
    </message>
</context>
<context>
    <name>EvidenceText</name>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n か月</numerusform>
        </translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>見積</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>定価</translation>
    </message>
    <message>
        <source>Published index</source>
        <translation>公表指数</translation>
    </message>
    <message>
        <source>Specification</source>
        <translation>仕様</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>推定</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1:%2</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) dated more than %1 before the prices' date %2; the oldest: %3, %4 (%5)</source>
        <translation>
            <numerusform>価格の基準日 %2 より %1 以上前の日付の価格が %n 件。最も古いもの:%3、%4(%5 前)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stale: %n month(s) before the prices' date %1</source>
        <translation>
            <numerusform>古い価格:価格の基準日 %1 より %n か月前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stale: %n month(s)</source>
        <translation>
            <numerusform>古い価格:%n か月前</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FieldHelp</name>
    <message>
        <source>1 to 600 months</source>
        <translation>1～600 か月</translation>
    </message>
    <message>
        <source>Every result is in this currency</source>
        <translation>すべての結果はこの通貨で表示されます</translation>
    </message>
    <message>
        <source>For present values: a flow t months out is worth 1 / (1 + r)^(t/12)</source>
        <translation>現在価値の計算用：t か月後のフローの価値は 1 / (1 + r)^(t/12)</translation>
    </message>
    <message>
        <source>Deduct depreciation, running costs and rental at each region's tax rate</source>
        <translation>減価償却、運用コスト、レンタル料を各地域の税率で損金算入します</translation>
    </message>
    <message>
        <source>Owned servers are sized for the peak hour plus this margin</source>
        <translation>保有サーバーはピーク時間帯の需要にこの余裕を加えて規模を決めます</translation>
    </message>
    <message>
        <source>Months until the first servers arrive; demand is rented until then</source>
        <translation>最初のサーバーが届くまでの月数。それまでの需要はレンタルで賄います</translation>
    </message>
    <message>
        <source>Share of the server price paid to install it</source>
        <translation>設置費として支払うサーバー価格の割合</translation>
    </message>
    <message>
        <source>Share of the server price, each year</source>
        <translation>サーバー価格に対する毎年の割合</translation>
    </message>
    <message>
        <source>Used by the after-tax view</source>
        <translation>税引後の表示で使用します</translation>
    </message>
    <message>
        <source>Unique id used by servers, offers and workloads</source>
        <translation>サーバー、オファー、ワークロードから参照される一意の ID</translation>
    </message>
    <message>
        <source>Owning plans buy the first server model of each GPU model</source>
        <translation>保有プランは各 GPU モデルの先頭のサーバーモデルを購入します</translation>
    </message>
    <message>
        <source>Per server: its share of switches, cables and optics</source>
        <translation>サーバーあたり：スイッチ、ケーブル、光モジュールの按分額</translation>
    </message>
    <message>
        <source>Sizes the rack: servers per rack = rack kW / max power</source>
        <translation>ラックの収容数を決めます：ラックあたりサーバー数 = ラックの kW ÷ 最大電力</translation>
    </message>
    <message>
        <source>Every fee of the site and of its cooling options is in this currency</source>
        <translation>サイトとその冷却オプションの料金はすべてこの通貨建てです</translation>
    </message>
    <message>
        <source>Charged per kW of the basis chosen in the next column</source>
        <translation>次の列で選んだ基準の kW あたりに課金されます</translation>
    </message>
    <message>
        <source>Allocated: every rack's kW of the cooling option. Used: the power_max_kw of the servers owned. The contract says which</source>
        <translation>割当：冷却オプションのラックごとの kW 全体。使用：保有サーバーの power_max_kw。どちらかは契約で決まります</translation>
    </message>
    <message>
        <source>Metered energy: IT energy × PUE</source>
        <translation>従量電力量：IT 電力量 × PUE</translation>
    </message>
    <message>
        <source>The cooling option used: name one of the options listed below</source>
        <translation>使用する冷却オプション：下に挙げたオプションのいずれかの名前を指定します</translation>
    </message>
    <message>
        <source>The power a rack may draw: a 10.2 kW server needs more than 8 kW</source>
        <translation>ラックが使用できる電力：10.2 kW のサーバーには 8 kW を超える容量が必要です</translation>
    </message>
    <message>
        <source>Facility energy ÷ IT energy, 1.0 to 3.0</source>
        <translation>施設の電力量 ÷ IT 電力量（1.0～3.0）</translation>
    </message>
    <message>
        <source>Energy of a rented GPU-hour, for CO2</source>
        <translation>レンタル GPU 1 GPU時間あたりの電力量（CO2 算定用）</translation>
    </message>
    <message>
        <source>Multiplies the price path's points (not today's price); give it a low and a high to vary the whole path in the risk analyses</source>
        <translation>価格パスの各点に掛けます（現在の価格には掛けません）。下限と上限を与えると、リスク分析でパス全体が変動します</translation>
    </message>
    <message>
        <source>Where the price path's points come from (a forward curve, a quote)</source>
        <translation>価格パスの各点の出典（フォワードカーブ、見積もりなど）</translation>
    </message>
    <message>
        <source>The date of the path's prices, YYYY-MM-DD</source>
        <translation>パスの価格の基準日（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>Months after the start (the offer's own price is month 0)</source>
        <translation>開始からの月数（オファー自体の価格が第0月）</translation>
    </message>
    <message>
        <source>Empty: the on-demand price does not follow the path</source>
        <translation>空欄：オンデマンド価格は価格パスに従いません</translation>
    </message>
    <message>
        <source>Empty: the reserved price does not follow the path</source>
        <translation>空欄：リザーブド価格は価格パスに従いません</translation>
    </message>
    <message>
        <source>Serves the workloads that name this model</source>
        <translation>このモデルを指定したワークロードに提供します</translation>
    </message>
    <message>
        <source>Empty: cached input tokens cost the input price</source>
        <translation>空欄：キャッシュされた入力トークンは入力価格で課金</translation>
    </message>
    <message>
        <source>Demand in GPU-hours per month (or give tokens per second instead)</source>
        <translation>月あたりの GPU時間で表した需要（代わりにトークン/秒で指定することもできます）</translation>
    </message>
    <message>
        <source>Average tokens per second to serve (with tokens per second per GPU)</source>
        <translation>処理すべき平均トークン/秒（GPU あたりのトークン/秒と併せて指定）</translation>
    </message>
    <message>
        <source>Hosted API plans serve an inference workload sized in tokens from an API offer for this model</source>
        <translation>ホスト型APIプランは、トークンで規模を示した推論ワークロードに、このモデルのAPIオファーから提供します</translation>
    </message>
    <message>
        <source>Share of the workload's tokens that are input (prompt) tokens, priced at an API offer's input price</source>
        <translation>ワークロードのトークンのうち入力（プロンプト）トークンの割合。APIオファーの入力価格で課金されます</translation>
    </message>
    <message>
        <source>Share of the input tokens an API bills at its cached-input price</source>
        <translation>入力トークンのうち、APIがキャッシュ入力価格で課金する割合</translation>
    </message>
    <message>
        <source>First month the workload runs (0 = the first month)</source>
        <translation>ワークロードが稼働を始める月（0 = 最初の月）</translation>
    </message>
    <message>
        <source>Month it stops (empty: runs to the end of the horizon)</source>
        <translation>稼働を終える月（空欄：分析期間の終わりまで稼働）</translation>
    </message>
    <message>
        <source>Where owning plans colocate their servers</source>
        <translation>保有プランがサーバーをコロケーションする場所</translation>
    </message>
    <message>
        <source>Where renting plans rent, and owning plans rent the burst</source>
        <translation>レンタルプランがレンタルする地域。保有プランはここでバースト分をレンタルします</translation>
    </message>
    <message>
        <source>Hosted API plans: buy tokens only from this provider's API offers in the rental region</source>
        <translation>ホスト型APIプラン：レンタル地域にあるこのプロバイダーのAPIオファーからのみトークンを購入します</translation>
    </message>
    <message>
        <source>Owning plans: buy with cash or lease the hardware</source>
        <translation>保有プラン：ハードウェアを現金で購入するか、リースするか</translation>
    </message>
    <message>
        <source>Property and equipment-breakdown insurance of the servers owned: a share of their price, each year</source>
        <translation>保有サーバーの財物保険・機械故障保険：サーバー価格に対する毎年の割合</translation>
    </message>
    <message>
        <source>The workload this supply serves</source>
        <translation>この調達先が担うワークロード</translation>
    </message>
    <message>
        <source>How the workload is served: rented on demand or reserved, owned (colocate or hybrid) at a site, or a hosted API</source>
        <translation>ワークロードの調達方法:オンデマンドまたはリザーブドのレンタル、サイトでの保有(コロケーションまたはハイブリッド)、ホスト型 API</translation>
    </message>
    <message>
        <source>Owned supplies: the site; what is owned at one site shares its racks and fees</source>
        <translation>保有する調達先のサイト。1 つのサイトで保有するものはラックと料金を共有します</translation>
    </message>
    <message>
        <source>The calendar month of month 0, as YYYY-MM: dates the fiscal years and names months in messages</source>
        <translation>月 0 の暦月(YYYY-MM)。年度の区切りとメッセージ中の月の表記に使います</translation>
    </message>
    <message>
        <source>The calendar month (1-12) a fiscal year starts in; 4 (April) when absent, as in Japan</source>
        <translation>年度が始まる暦月(1～12)。省略時は日本と同じ 4(4 月)</translation>
    </message>
    <message>
        <source>Servers bought (with install and network), rack set-up fees and cooling capex a fiscal year may spend; a plan above it draws a warning and the plan finder leaves it out</source>
        <translation>1 年度に使えるサーバー購入(設置・ネットワーク込み)、ラック初期費用、冷却設備投資の合計。超える計画は警告になり、計画ファインダーは除外します</translation>
    </message>
    <message>
        <source>The largest share of the GPU-hours a plan may rent or buy as API tokens; a plan above it draws a warning and the plan finder leaves it out</source>
        <translation>計画がレンタルまたは API トークンで調達してよい GPU 時間の最大比率。超える計画は警告になり、計画ファインダーは除外します</translation>
    </message>
    <message>
        <source>The kW the site can give a plan (the kW its per-kW fee is charged on); a plan needing more is a problem</source>
        <translation>サイトが計画に割り当てられる kW(kW 単価の課金対象)。これを超える計画は問題になります</translation>
    </message>
    <message>
        <source>The power envelope from max_power_kw_later_from_month on (a hall that grows)</source>
        <translation>max_power_kw_later_from_month 以降の電力枠(拡張されるホール)</translation>
    </message>
    <message>
        <source>The racks the site can give a plan; more is a problem</source>
        <translation>サイトが計画に割り当てられるラック数。超えると問題になります</translation>
    </message>
    <message>
        <source>The date the prices are meant for, YYYY-MM or YYYY-MM-DD; today when absent. A figure dated more than the stale age before it is stale</source>
        <translation>価格が想定する日付(YYYY-MM または YYYY-MM-DD)。未指定なら今日。これより陳腐化の期間以上前の日付の数値は古いとみなします</translation>
    </message>
    <message>
        <source>How old a figure's as_of date may be before the prices' date without a warning; 12 when absent</source>
        <translation>数値の as_of の日付が価格の日付より何か月前まで警告なしで許されるか。未指定なら 12</translation>
    </message>
    <message>
        <source>Rack units of one server; not checked for a whole-rack system</source>
        <translation>サーバー1台の高さ(U)。ラック単位システムでは確認しません</translation>
    </message>
    <message>
        <source>Air, or direct liquid cooling (cold plates): the server fits only a cooling option of the same kind</source>
        <translation>空冷、または直接液冷(コールドプレート):サーバーは同じ種類の冷却オプションにしか収まりません</translation>
    </message>
    <message>
        <source>A rack-scale system such as GB200 NVL72: one server is one rack, in its own frame, so its height is not checked against the site's units</source>
        <translation>GB200 NVL72 のようなラック単位システム:1台が専用フレームの1ラックなので、高さはサイトの使用可能Uと照合しません</translation>
    </message>
    <message>
        <source>Checked against the cooling option's floor loading per rack, when both are stated</source>
        <translation>両方が記載されている場合、冷却オプションのラック当たり床荷重と照合します</translation>
    </message>
    <message>
        <source>Air racks take air-cooled servers; direct liquid racks take liquid-cooled servers and rack-scale systems</source>
        <translation>空冷ラックには空冷サーバー、直接液冷ラックには液冷サーバーとラック単位システムが入ります</translation>
    </message>
    <message>
        <source>The weight one rack position may carry; an NVL72 rack weighs about 1,360 kg</source>
        <translation>1ラック位置が支えられる重量。NVL72 ラックは約 1,360 kg</translation>
    </message>
    <message>
        <source>Hours a training job waits for an owned server's repair after an interruption when there are no spare servers (spare servers 0)</source>
        <translation>予備サーバーがない場合（予備サーバー 0）、中断後に学習ジョブが保有サーバーの修理を待つ時間</translation>
    </message>
    <message>
        <source>Training-job interruptions (GPU, memory, network failures) per 1,000 GPU-hours of this server; with a workload's job size, checkpoint interval and restart time it sets the GPU-hours lost</source>
        <translation>このサーバーの 1,000 GPU時間あたりの学習ジョブの中断回数（GPU、メモリ、ネットワークの障害）。ワークロードのジョブ規模、チェックポイント間隔、再開時間と合わせて、失われるGPU時間を決めます</translation>
    </message>
    <message>
        <source>Training-job interruptions per 1,000 GPU-hours rented from this offer</source>
        <translation>このオファーからレンタルした 1,000 GPU時間あたりの学習ジョブの中断回数</translation>
    </message>
    <message>
        <source>Price of interruptible (spot) capacity; a plan with a spot share rents it for workloads that tolerate interruption</source>
        <translation>中断されうる容量（スポット）の価格。スポット比率を設定したプランは、中断を許容するワークロード向けにこれをレンタルします</translation>
    </message>
    <message>
        <source>Preemptions and failures of spot capacity per 1,000 GPU-hours; the work they lose is bought again</source>
        <translation>1,000 GPU時間あたりのスポット容量のプリエンプションと障害の回数。それにより失われた作業分は再度購入します</translation>
    </message>
    <message>
        <source>The share of a workload's GPU-hours spot capacity can take; the rest is rented on demand</source>
        <translation>ワークロードのGPU時間のうちスポット容量で賄える割合。残りはオンデマンドでレンタルします</translation>
    </message>
    <message>
        <source>Training and fine-tuning: how many GPUs one job spans; an interruption on any of them stops all (empty: no GPU-hours lost)</source>
        <translation>学習とファインチューニング：1つのジョブが使うGPU数。そのいずれかで中断が起きるとすべてが停止します（空欄：失われるGPU時間なし）</translation>
    </message>
    <message>
        <source>An interruption loses on average half of this much work on every GPU of the job</source>
        <translation>中断1回につき、ジョブのすべてのGPUで平均してこの時間の半分の作業が失われます</translation>
    </message>
    <message>
        <source>Hours the whole job stands still after an interruption before it computes again</source>
        <translation>中断後、ジョブ全体が停止してから計算を再開するまでの時間</translation>
    </message>
    <message>
        <source>Whether spot capacity, which can be taken back, may serve it (empty: yes for training and fine-tuning, no for inference)</source>
        <translation>回収される可能性のあるスポット容量で実行してよいか（空欄：学習とファインチューニングは可、推論は不可）</translation>
    </message>
    <message>
        <source>Renting on demand: the share of each workload that tolerates interruption rented as spot, up to the offer's spot availability</source>
        <translation>オンデマンドレンタルの場合：中断を許容する各ワークロードのうちスポットでレンタルする割合（上限はオファーのスポット利用可能率）</translation>
    </message>
    <message>
        <source>Price of GPUs held for a fixed number of days, paid for every hour; a rent_reserved plan buys blocks where they cost less</source>
        <translation>一定日数確保する GPU の価格（全時間分を支払う）。rent_reserved プランは安くなる場合にブロックを購入します</translation>
    </message>
    <message>
        <source>1 to 14 days, or a multiple of 7 up to 182; a block level is held for this many days, rounded to whole months</source>
        <translation>1～14 日、または 182 日までの 7 の倍数。ブロックの GPU 数はこの日数（月単位に丸め）維持されます</translation>
    </message>
    <message>
        <source>Price of a GPU-hour under a take-or-pay commitment for a reservation term; a rent_reserved plan commits where it costs less</source>
        <translation>予約期間のテイク・オア・ペイ型コミットメントでの GPU 時間単価。rent_reserved プランは安くなる場合にコミットします</translation>
    </message>
    <message>
        <source>The GPU-hours a committed month pays for at least, used or not</source>
        <translation>コミットした月に、使用の有無にかかわらず最低限支払う GPU 時間</translation>
    </message>
</context>
<context>
    <name>FieldLabels</name>
    <message>
        <source>Growth / year</source>
        <translation>年間成長率</translation>
    </message>
    <message>
        <source>Price change / year</source>
        <translation>価格の年間変化率</translation>
    </message>
    <message>
        <source>Lease rate / year</source>
        <translation>リース料率（年）</translation>
    </message>
    <message>
        <source>Tokens / s</source>
        <translation>トークン/秒</translation>
    </message>
    <message>
        <source>BF16 TFLOPS (dense)</source>
        <translation>BF16 TFLOPS（密）</translation>
    </message>
    <message>
        <source>Capex / rack</source>
        <translation>設備投資／ラック</translation>
    </message>
    <message>
        <source>Colo price change / year</source>
        <translation>コロケーション料金の年間変化率</translation>
    </message>
    <message>
        <source>Cross-connect / month</source>
        <translation>クロスコネクト料金／月</translation>
    </message>
    <message>
        <source>Cross-connects / rack</source>
        <translation>クロスコネクト数／ラック</translation>
    </message>
    <message>
        <source>Discount rate / year</source>
        <translation>割引率（年率）</translation>
    </message>
    <message>
        <source>End month</source>
        <translation>終了月</translation>
    </message>
    <message>
        <source>Energy price change / year</source>
        <translation>電力料金の年間変化率</translation>
    </message>
    <message>
        <source>Energy / kWh</source>
        <translation>電力量料金／kWh</translation>
    </message>
    <message>
        <source>Declining factor</source>
        <translation>定率法の倍率</translation>
    </message>
    <message>
        <source>GPU-hours / month</source>
        <translation>GPU時間／月</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Grid CO2 (kg/kWh)</source>
        <translation>電力系統の CO2（kg/kWh）</translation>
    </message>
    <message>
        <source>Hardware price change / year</source>
        <translation>ハードウェア価格の年間変化率</translation>
    </message>
    <message>
        <source>Headroom over the peak</source>
        <translation>ピークに対するヘッドルーム</translation>
    </message>
    <message>
        <source>Horizon (months)</source>
        <translation>分析期間（か月）</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>設置</translation>
    </message>
    <message>
        <source>kWh / GPU-hour</source>
        <translation>kWh／GPU時間</translation>
    </message>
    <message>
        <source>Lead time (months)</source>
        <translation>リードタイム（か月）</translation>
    </message>
    <message>
        <source>Software licence / GPU-year</source>
        <translation>ソフトウェアライセンス／GPU・年</translation>
    </message>
    <message>
        <source>Maintenance / year</source>
        <translation>保守費（年）</translation>
    </message>
    <message>
        <source>kW per rack</source>
        <translation>ラックあたり kW</translation>
    </message>
    <message>
        <source>Bandwidth (TB/s)</source>
        <translation>帯域幅（TB/s）</translation>
    </message>
    <message>
        <source>Monthly / rack</source>
        <translation>月額／ラック</translation>
    </message>
    <message>
        <source>Network capex</source>
        <translation>ネットワーク設備投資</translation>
    </message>
    <message>
        <source>On demand / GPU-hour</source>
        <translation>オンデマンド／GPU時間</translation>
    </message>
    <message>
        <source>Idle power (kW)</source>
        <translation>アイドル時電力（kW）</translation>
    </message>
    <message>
        <source>Max power (kW)</source>
        <translation>最大電力（kW）</translation>
    </message>
    <message>
        <source>Power fee / kW-month</source>
        <translation>電力基本料／kW・月</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>価格</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Height (U)</source>
        <translation>高さ（U）</translation>
    </message>
    <message>
        <source>Refresh after (months)</source>
        <translation>更新周期（か月）</translation>
    </message>
    <message>
        <source>Remote hands (h / month)</source>
        <translation>リモートハンド（時間／月）</translation>
    </message>
    <message>
        <source>Remote hands / hour</source>
        <translation>リモートハンド料金／時間</translation>
    </message>
    <message>
        <source>Resale value decline / year</source>
        <translation>売却価値の年間下落率</translation>
    </message>
    <message>
        <source>Reserved / GPU-month</source>
        <translation>リザーブド（予約）／GPU・月</translation>
    </message>
    <message>
        <source>Term (months)</source>
        <translation>期間（か月）</translation>
    </message>
    <message>
        <source>Reservation unit (GPUs)</source>
        <translation>リザーブド契約単位（GPU）</translation>
    </message>
    <message>
        <source>Set-up / rack</source>
        <translation>初期設定費／ラック</translation>
    </message>
    <message>
        <source>Space / rack-month</source>
        <translation>スペース料金／ラック・月</translation>
    </message>
    <message>
        <source>Spare servers</source>
        <translation>予備サーバー</translation>
    </message>
    <message>
        <source>Staff cost / FTE-year</source>
        <translation>人件費／FTE・年</translation>
    </message>
    <message>
        <source>Staff (FTE)</source>
        <translation>要員（FTE）</translation>
    </message>
    <message>
        <source>Start month</source>
        <translation>開始月</translation>
    </message>
    <message>
        <source>Tax rate</source>
        <translation>税率</translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation>TDP（W）</translation>
    </message>
    <message>
        <source>Lease term (months)</source>
        <translation>リース期間（か月）</translation>
    </message>
    <message>
        <source>Tokens / s per GPU</source>
        <translation>GPU あたりのトークン/秒</translation>
    </message>
    <message>
        <source>Transit (Mbps)</source>
        <translation>トランジット（Mbps）</translation>
    </message>
    <message>
        <source>Transit / Mbps-month</source>
        <translation>トランジット料金／Mbps・月</translation>
    </message>
    <message>
        <source>Usable U / rack</source>
        <translation>使用可能 U 数／ラック</translation>
    </message>
    <message>
        <source>Useful life (years)</source>
        <translation>耐用年数（年）</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>メモリ（GB）</translation>
    </message>
    <message>
        <source>%1 per US$</source>
        <translation>1 米ドルあたり %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2（%3）</translation>
    </message>
    <message>
        <source>Cached input / million tokens</source>
        <translation>キャッシュ入力／100万トークン</translation>
    </message>
    <message>
        <source>Cached share of input</source>
        <translation>入力のうちキャッシュの割合</translation>
    </message>
    <message>
        <source>Input / million tokens</source>
        <translation>入力／100万トークン</translation>
    </message>
    <message>
        <source>Input share of tokens</source>
        <translation>トークンのうち入力の割合</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>Output / million tokens</source>
        <translation>出力／100万トークン</translation>
    </message>
    <message>
        <source>Price path scale</source>
        <translation>価格パスの倍率</translation>
    </message>
    <message>
        <source>%1 on the price path</source>
        <translation>価格パス上の%1</translation>
    </message>
    <message>
        <source>Immediate</source>
        <translation>即時償却</translation>
    </message>
    <message>
        <source>Straight line</source>
        <translation>定額法</translation>
    </message>
    <message>
        <source>Declining balance</source>
        <translation>定率法</translation>
    </message>
    <message>
        <source>Allocated kW (whole racks)</source>
        <translation>割当 kW（ラック全体）</translation>
    </message>
    <message>
        <source>Used kW (servers' rated power)</source>
        <translation>使用 kW（サーバーの定格電力）</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>学習</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>ファインチューニング</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推論</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <source>Lease</source>
        <translation>リース</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>形式</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Scenario name</source>
        <translation>シナリオ名</translation>
    </message>
    <message>
        <source>Reporting currency</source>
        <translation>レポート通貨</translation>
    </message>
    <message>
        <source>Show results after tax</source>
        <translation>税引後で結果を表示</translation>
    </message>
    <message>
        <source>Currency of licences</source>
        <translation>ライセンスの通貨</translation>
    </message>
    <message>
        <source>Credit the fleet's value at the end</source>
        <translation>期末にフリートの残存価値を計上</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Restriction note</source>
        <translation>規制に関する注記</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>減価償却</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>通貨</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Power fee on</source>
        <translation>電力基本料の対象</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>冷却</translation>
    </message>
    <message>
        <source>Cooling option</source>
        <translation>冷却オプション</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>プロバイダー</translation>
    </message>
    <message>
        <source>Path source</source>
        <translation>パスの出典</translation>
    </message>
    <message>
        <source>Path as of</source>
        <translation>パスの基準日</translation>
    </message>
    <message>
        <source>Path note</source>
        <translation>価格パスの注記</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>サイト</translation>
    </message>
    <message>
        <source>Rental region</source>
        <translation>レンタル地域</translation>
    </message>
    <message>
        <source>API provider</source>
        <translation>APIプロバイダー</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>資金調達</translation>
    </message>
    <message>
        <source>Insurance / year</source>
        <translation>保険料（年）</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>調達先</translation>
    </message>
    <message>
        <source>First month</source>
        <translation>開始月</translation>
    </message>
    <message>
        <source>Fiscal year starts</source>
        <translation>年度開始月</translation>
    </message>
    <message>
        <source>Capex budget / fiscal year</source>
        <translation>設備投資予算 / 年度</translation>
    </message>
    <message>
        <source>Most rented share</source>
        <translation>レンタル比率の上限</translation>
    </message>
    <message>
        <source>Power envelope</source>
        <translation>電力枠</translation>
    </message>
    <message>
        <source>Power envelope later</source>
        <translation>後の電力枠</translation>
    </message>
    <message>
        <source>Later envelope from month</source>
        <translation>後の電力枠の開始月</translation>
    </message>
    <message>
        <source>Most racks</source>
        <translation>ラック数の上限</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>価格の基準日</translation>
    </message>
    <message>
        <source>Stale after (months)</source>
        <translation>古いとみなすまで(か月)</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>空冷</translation>
    </message>
    <message>
        <source>Direct liquid</source>
        <translation>直接液冷</translation>
    </message>
    <message>
        <source>Cooled by</source>
        <translation>冷却方式</translation>
    </message>
    <message>
        <source>Whole rack</source>
        <translation>ラック単位システム</translation>
    </message>
    <message>
        <source>Weight (kg)</source>
        <translation>重量(kg)</translation>
    </message>
    <message>
        <source>Cools</source>
        <translation>冷却対象</translation>
    </message>
    <message>
        <source>Floor load (kg / rack)</source>
        <translation>床荷重(kg/ラック)</translation>
    </message>
    <message>
        <source>Repair without a spare (hours)</source>
        <translation>予備なし時の修理（時間）</translation>
    </message>
    <message>
        <source>Interruptions / 1,000 GPU-hours</source>
        <translation>中断回数／1,000 GPU時間</translation>
    </message>
    <message>
        <source>Spot / GPU-hour</source>
        <translation>スポット／GPU時間</translation>
    </message>
    <message>
        <source>Spot interruptions / 1,000 GPU-hours</source>
        <translation>スポット中断回数／1,000 GPU時間</translation>
    </message>
    <message>
        <source>Spot availability</source>
        <translation>スポット利用可能率</translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation>ジョブあたりGPU数</translation>
    </message>
    <message>
        <source>Checkpoint every (hours)</source>
        <translation>チェックポイント間隔（時間）</translation>
    </message>
    <message>
        <source>Restart (hours)</source>
        <translation>再開（時間）</translation>
    </message>
    <message>
        <source>May run on spot</source>
        <translation>スポット実行可</translation>
    </message>
    <message>
        <source>Spot share</source>
        <translation>スポット比率</translation>
    </message>
    <message>
        <source>Capacity block / GPU-hour</source>
        <translation>キャパシティブロック / GPU 時間</translation>
    </message>
    <message>
        <source>Block length (days)</source>
        <translation>ブロック期間（日）</translation>
    </message>
    <message>
        <source>Committed / GPU-hour</source>
        <translation>コミット価格 / GPU 時間</translation>
    </message>
    <message>
        <source>Committed GPU-hours / month</source>
        <translation>コミット GPU 時間 / 月</translation>
    </message>
</context>
<context>
    <name>FinderCatalog</name>
    <message>
        <source>Best: %1, peak fiscal-year capex %2; plans on the front: %3</source>
        <translation>最良: %1、年度最大の設備投資 %2。前線上のプラン: %3</translation>
    </message>
    <message>
        <source>Plan finder: present value against peak capex</source>
        <translation>プラン探索: 現在価値と最大設備投資</translation>
    </message>
    <message>
        <source>No other plan is cheaper and needs less capex in its peak fiscal year than a plan on the front</source>
        <translation>前線上のプランより安く、かつ最大年度の設備投資が少ないプランはほかにありません</translation>
    </message>
    <message>
        <source>Plan finder: present value against P95</source>
        <translation>プラン探索: 現在価値と P95</translation>
    </message>
    <message>
        <source>No other plan is cheaper and has a lower P95 than a plan on the front</source>
        <translation>前線上のプランより安く、かつ P95 が低いプランはほかにありません</translation>
    </message>
    <message>
        <source>Best: P95 %1</source>
        <translation>最良: P95 %1</translation>
    </message>
</context>
<context>
    <name>FinderReport</name>
    <message>
        <source>FY%1</source>
        <translation>%1年度</translation>
    </message>
    <message>
        <source>year %1</source>
        <translation>%1 年目</translation>
    </message>
    <message>
        <source>The best of the scenario's own plans: %1, present value %2.</source>
        <translation>シナリオ自身のプランで最良: %1、現在価値 %2。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>現在価値</translation>
    </message>
    <message>
        <source>Against #1</source>
        <translation>#1 との差</translation>
    </message>
    <message>
        <source>Against own best</source>
        <translation>自身の最良との差</translation>
    </message>
    <message>
        <source>Peak FY capex</source>
        <translation>年度最大の設備投資</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>レンタル</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>equal alternatives: %1</source>
        <translation>同額の代替案: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>As #1 but </source>
        <translation>#1 と同じ、ただし </translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Cost of #1 by supply and by workload</source>
        <translation>#1 の調達先別・ワークロード別コスト</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>調達先</translation>
    </message>
    <message>
        <source>Workloads (cost charged, nominal)</source>
        <translation>ワークロード（配賦コスト、名目）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>What separates #1 from #2:</source>
        <translation>#1 と #2 の違い:</translation>
    </message>
    <message>
        <source>no other plan was ranked.</source>
        <translation>ほかに順位付けされたプランはありません。</translation>
    </message>
    <message>
        <source>#1 and #2 give every workload the same supply.</source>
        <translation>#1 と #2 はすべてのワークロードに同じ調達先を割り当てています。</translation>
    </message>
    <message>
        <source>the present value of making that one change in #1 (more than zero: #1 is cheaper for it).</source>
        <translation>#1 にその一つの変更だけを加えたときの現在価値の差（正の値: その分 #1 が安い）。</translation>
    </message>
    <message>
        <source>%1: %2 in #1, %3 in #2: %4</source>
        <translation>%1: #1 では %2、#2 では %3: %4</translation>
    </message>
    <message>
        <source>mix not feasible</source>
        <translation>この組み合わせは実行不可</translation>
    </message>
    <message>
        <source>Limits of #1, at their highest:</source>
        <translation>#1 の制約（最大時）:</translation>
    </message>
    <message>
        <source>none stated for what #1 uses (a site's power envelope or racks, the capex budget, the rented share).</source>
        <translation>#1 が使うものには制約の指定がありません（サイトの電力枠やラック、設備投資予算、レンタル比率）。</translation>
    </message>
    <message>
        <source>(binds)</source>
        <translation>（上限に到達）</translation>
    </message>
    <message>
        <source>#%1: present value %2</source>
        <translation>#%1: 現在価値 %2</translation>
    </message>
    <message>
        <source>%1 against #1</source>
        <translation>#1 との差 %1</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%2 との差 %1</translation>
    </message>
    <message>
        <source>rented share %1</source>
        <translation>レンタル比率 %1</translation>
    </message>
    <message>
        <source>P95 %1</source>
        <translation>P95 %1</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <source>Capex by fiscal year</source>
        <translation>年度別の設備投資</translation>
    </message>
    <message>
        <source>Fiscal year</source>
        <translation>年度</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>設備投資</translation>
    </message>
    <message>
        <source>The cost by supply, what separates it and its limits are given for #1; add this plan to the scenario to see all of its results.</source>
        <translation>調達先別コスト、違い、制約は #1 について示します。このプランのすべての結果を見るには、シナリオに追加してください。</translation>
    </message>
    <message>
        <source>+%1 equal</source>
        <translation>同額 +%1</translation>
    </message>
</context>
<context>
    <name>FinderText</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 power envelope: %2 of %3 kW in %4</source>
        <translation>%1 の電力枠: %3 kW 中 %2 kW（%4）</translation>
    </message>
    <message>
        <source>%1 racks: %2 of %3 racks in %4</source>
        <translation>%1 のラック: %3 ラック中 %2 ラック（%4）</translation>
    </message>
    <message>
        <source>Capex budget: %1 of %2 in %3</source>
        <translation>設備投資予算: %2 中 %1（%3）</translation>
    </message>
    <message>
        <source>Rented share: %1 of at most %2</source>
        <translation>レンタル比率: 上限 %2 に対し %1</translation>
    </message>
    <message>
        <source>Searched %1 assignments of workloads to supplies (workloads: %2, supplies: %3): %4 priced, %5 feasible, from %6 evaluations of supplies for sets of workloads.</source>
        <translation>ワークロードへの調達先の割り当て %1 通りを探索しました（ワークロード: %2、調達先: %3）。%4 通りを価格評価し、%5 通りが実行可能。ワークロードの組ごとの調達先評価は %6 回です。</translation>
    </message>
    <message>
        <source>Best within %1 % of a proven lower bound (%2).</source>
        <translation>最良は証明済みの下限（%2）から %1 % 以内です。</translation>
    </message>
    <message>
        <source>Stopped before the end: the best of the assignments priced so far.</source>
        <translation>途中で停止しました: それまでに評価した割り当ての中での最良です。</translation>
    </message>
    <message>
        <source>Exact: the best is proven by branch and bound.</source>
        <translation>厳密: 最良は分枝限定法で証明済みです。</translation>
    </message>
    <message>
        <source>Exact: every assignment priced.</source>
        <translation>厳密: すべての割り当てを評価しました。</translation>
    </message>
    <message>
        <source>Not proven: the best of the assignments priced.</source>
        <translation>未証明: 評価した割り当ての中での最良です。</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>現在価値</translation>
    </message>
    <message>
        <source>Present value after tax</source>
        <translation>税引後の現在価値</translation>
    </message>
    <message>
        <source>P95 of present value</source>
        <translation>現在価値の P95</translation>
    </message>
</context>
<context>
    <name>ListBinding</name>
    <message>
        <source>row %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation>（コピー）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>FleetCost workbooks (*.fleetcost)</source>
        <translation>FleetCost ワークブック (*.fleetcost)</translation>
    </message>
</context>
<context>
    <name>NumberFormat</name>
    <message>
        <source>%1%2 billion</source>
        <translation>%1%2 十億</translation>
    </message>
    <message>
        <source>%1%2 million</source>
        <translation>%1%2 百万</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>十億 %1</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>百万 %1</translation>
    </message>
    <message>
        <source>%1 thousand</source>
        <translation>千 %1</translation>
    </message>
    <message>
        <source>month %1 (year %2)</source>
        <translation>%1 か月目（%2 年目）</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 に書き込めません</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
    </message>
    <message>
        <source>Prepared on %1 with FleetCost %2.</source>
        <translation>%1 に FleetCost %2 で作成しました。</translation>
    </message>
    <message>
        <source>Workbook: %1</source>
        <translation>ワークブック：%1</translation>
    </message>
    <message numerus="yes">
        <source>Horizon: %n month(s); amounts in %1</source>
        <translation>
            <numerusform>分析期間：%n か月、金額の単位：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Discount rate: %1 % a year; %2</source>
        <translation>割引率：年 %1%、%2</translation>
    </message>
    <message>
        <source>after tax</source>
        <translation>税引後</translation>
    </message>
    <message>
        <source>before tax</source>
        <translation>税引前</translation>
    </message>
    <message>
        <source>FleetCost — %1</source>
        <translation>FleetCost — %1</translation>
    </message>
    <message>
        <source>Renting or owning GPU servers: the cost comparison</source>
        <translation>GPU サーバーはレンタルか保有か：コスト比較</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>エグゼクティブサマリー</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>主要指標</translation>
    </message>
    <message>
        <source>Yearly cash flows</source>
        <translation>年次キャッシュフロー</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>算定方法</translation>
    </message>
    <message>
        <source>Tax rules</source>
        <translation>税務ルール</translation>
    </message>
    <message>
        <source>Appendix: assumptions register</source>
        <translation>付録：前提条件一覧</translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n scenario(s)</source>
        <translation>
            <numerusform>%n 件のシナリオの比較</numerusform>
        </translation>
    </message>
    <message>
        <source>Renting or owning GPU servers: scenarios side by side</source>
        <translation>GPU サーバーはレンタルか保有か：シナリオ比較</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>シナリオ比較</translation>
    </message>
    <message>
        <source>Cumulative cost of %1</source>
        <translation>%1 の累積コスト</translation>
    </message>
    <message>
        <source>&lt;p&gt;This scenario has problems; fix them to see its results.&lt;/p&gt;</source>
        <translation>&lt;p&gt;このシナリオには問題があります。結果を表示するには問題を解消してください。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n plan(s)</source>
        <translation>
            <numerusform>%n 件のプラン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n workload(s)</source>
        <translation>
            <numerusform>%n 件のワークロード</numerusform>
        </translation>
    </message>
    <message>
        <source>Risk: how robust is the answer?</source>
        <translation>リスク：結論はどこまで揺るがないか</translation>
    </message>
    <message>
        <source>What decides it</source>
        <translation>何が結論を左右するか</translation>
    </message>
    <message>
        <source>What it takes for owning to win</source>
        <translation>保有が有利になる条件</translation>
    </message>
    <message>
        <source>How the plan was found</source>
        <translation>プランの見つけ方</translation>
    </message>
    <message>
        <source>The best plans (top %1)</source>
        <translation>最良のプラン（上位 %1）</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>expected an object</source>
        <translation>オブジェクトである必要があります</translation>
    </message>
    <message>
        <source>the costs of plan %1 are too large to compute: check the prices, counts and exchange rates it uses</source>
        <translation>プラン %1 のコストが大きすぎて計算できません: 使用している価格、台数、為替レートを確認してください</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>配列</translation>
    </message>
    <message>
        <source>an unsupported value</source>
        <translation>対応していない値</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8 (%1); save the file as UTF-8</source>
        <translation>テキストが正しい UTF-8 ではありません（%1）。ファイルを UTF-8 で保存してください</translation>
    </message>
    <message>
        <source>the number %1 is beyond the range of numbers FleetCost can compute with</source>
        <translation>数値 %1 は FleetCost が計算できる範囲を超えています</translation>
    </message>
    <message>
        <source>the key %1 appears twice in the same object</source>
        <translation>キー %1 が同じオブジェクト内に 2 回現れています</translation>
    </message>
    <message>
        <source>the number %1 is beyond the range of numbers FleetCost can compute with (line %2, column %3)</source>
        <translation>数値 %1 は FleetCost が計算できる範囲を超えています（%2 行目、%3 列目）</translation>
    </message>
    <message>
        <source>NaN and Infinity are not numbers that JSON allows</source>
        <translation>NaN と Infinity は JSON で使える数値ではありません</translation>
    </message>
    <message>
        <source>the file ends before the JSON is complete (is it truncated?)</source>
        <translation>JSON が完結する前にファイルが終わっています（途中で切れていませんか？）</translation>
    </message>
    <message>
        <source>more text follows the end of the JSON value</source>
        <translation>JSON の値の後ろに余分なテキストがあります</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>%1 行目 %2 列目が正しい JSON ではありません: %3</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels is not allowed</source>
        <translation>%1 階層を超える入れ子は使えません</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; FleetCost reads UTF-8: save it as UTF-8</source>
        <translation>ファイルは UTF-16 のテキストです。FleetCost は UTF-8 を読み込みます: UTF-8 で保存してください</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>正しい JSON ではありません: %1</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>正しい JSON ではありません</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>数値である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>文字列である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>a figure needs a number "value"</source>
        <translation>数値には数の "value" が必要です</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>true または false である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>オブジェクトである必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>expected an array, got %1</source>
        <translation>配列である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>expected an object of rates per USD, got %1</source>
        <translation>1 USD あたりのレートのオブジェクトである必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>expected an array of GPU ids, got %1</source>
        <translation>GPU の id の配列である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>expected a GPU id (a string), got %1</source>
        <translation>GPU の id（文字列）である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>expected a number (a weight), got %1</source>
        <translation>数値（重み）である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>expected "flat", "business_hours", "diurnal" or an array of 168 weights, got %1</source>
        <translation>"flat"、"business_hours"、"diurnal"、または 168 個の重みの配列である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>not a FleetCost workbook: expected a JSON object, got %1</source>
        <translation>FleetCost のワークブックではありません: JSON オブジェクトである必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>needs a newer FleetCost: this file is version %1, this FleetCost reads versions up to %2</source>
        <translation>新しい FleetCost が必要です: このファイルはバージョン %1、この FleetCost が読めるのはバージョン %2 までです</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>ファイルがありません</translation>
    </message>
    <message>
        <source>is a folder, not a workbook file</source>
        <translation>フォルダーです。ワークブックのファイルではありません</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>通常のファイルではありません</translation>
    </message>
    <message>
        <source>the file is %1; a workbook may be at most 64 MiB</source>
        <translation>ファイルの大きさは %1 です。ワークブックは最大 64 MiB までです</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>読み込めません: %1</translation>
    </message>
    <message>
        <source>a training workload cannot use an API</source>
        <translation>学習のワークロードは API を使えません</translation>
    </message>
    <message>
        <source>a fine-tuning workload cannot use an API</source>
        <translation>ファインチューニングのワークロードは API を使えません</translation>
    </message>
    <message>
        <source>it is sized in GPU-hours, not tokens</source>
        <translation>トークンではなく GPU 時間で規模が指定されています</translation>
    </message>
    <message>
        <source>it names no model</source>
        <translation>モデルが指定されていません</translation>
    </message>
    <message>
        <source>no API offer for model %1 from %2 in region %3</source>
        <translation>地域 %3 に %2 のモデル %1 の API オファーがありません</translation>
    </message>
    <message>
        <source>no API offer for model %1 in region %2</source>
        <translation>地域 %2 にモデル %1 の API オファーがありません</translation>
    </message>
    <message>
        <source> to rent what its API offers cannot serve (workload %1: %2)</source>
        <translation>（API オファーで賄えない分をレンタルするため。ワークロード %1: %2）</translation>
    </message>
    <message>
        <source>plan %1 needs a server model with GPU %2, but server_models has none</source>
        <translation>プラン %1 には GPU %2 を搭載したサーバーモデルが必要ですが、server_models にありません</translation>
    </message>
    <message>
        <source>plan %1 has no rental offer for GPU %2 from provider %3 in region %4 (other providers offer it)%5</source>
        <translation>プラン %1 には、地域 %4 でプロバイダー %3 による GPU %2 のレンタルオファーがありません（他のプロバイダーは提供しています）%5</translation>
    </message>
    <message>
        <source>plan %1 has no rental offer for GPU %2 in region %3%4</source>
        <translation>プラン %1 には、地域 %3 で GPU %2 のレンタルオファーがありません%4</translation>
    </message>
    <message>
        <source>required by plan %1 but missing</source>
        <translation>プラン %1 で必要ですが、指定されていません</translation>
    </message>
    <message>
        <source>%1 kW server %2 does not fit the %3 kW %4 rack at %5 (plan %6)</source>
        <translation>%1 kW のサーバー %2 は、%5 の %3 kW の %4 ラックに収まりません（プラン %6）</translation>
    </message>
    <message>
        <source>%1U server %2 does not fit the %3 usable rack units at %4 (plan %5)</source>
        <translation>%1U のサーバー %2 は、%4 の使用可能な %3 ラックユニットに収まりません（プラン %5）</translation>
    </message>
    <message>
        <source>peak demand of %1 GPUs is above the limit of 1000000 GPUs per GPU model</source>
        <translation>ピーク需要 %1 GPU は、GPU モデルあたりの上限 1000000 GPU を超えています</translation>
    </message>
    <message>
        <source>peak demand grows beyond any number FleetCost can compute (the limit is 1000000 GPUs per GPU model): check the demand and annual_growth of its workloads</source>
        <translation>ピーク需要が FleetCost で計算できる数を超えて増えています（上限は GPU モデルあたり 1000000 GPU）: ワークロードの需要と annual_growth を確認してください</translation>
    </message>
    <message>
        <source>the map's value %1 %2</source>
        <translation>マップの値 %1: %2</translation>
    </message>
    <message>
        <source>at the map's point %1 %2, %3 %4: %5</source>
        <translation>マップの点（%1 %2、%3 %4）で: %5</translation>
    </message>
    <message>
        <source>in trial %1 of seed %2, the figures drawn break a rule: %3</source>
        <translation>シード %2 の試行 %1 で、抽出された数値がルールに反しています: %3</translation>
    </message>
    <message>
        <source>must not be above power_max_kw (%1 kW), got %2</source>
        <translation>power_max_kw（%1 kW）以下である必要があります（指定値: %2）</translation>
    </message>
    <message>
        <source>must be after the month of the point before (%1), got %2</source>
        <translation>前の点の月（%1）より後である必要があります（指定値: %2）</translation>
    </message>
    <message>
        <source>must be after start_month (%1), got %2</source>
        <translation>start_month（%1）より後である必要があります（指定値: %2）</translation>
    </message>
    <message>
        <source>with this bound (%1), %2</source>
        <translation>この境界値（%1）では: %2</translation>
    </message>
    <message>
        <source>with this bound (%1), %2: %3</source>
        <translation>この境界値（%1）では %2: %3</translation>
    </message>
    <message>
        <source>today's fleet of plan %1 cannot serve %2 demand this high, and the plan rents nothing to serve the rest</source>
        <translation>プラン %1 の現在のフリートではこれほど高い %2 の需要を賄えず、プランは残りを賄うレンタルもしていません</translation>
    </message>
    <message>
        <source>the search stops at demand scale %1: %2</source>
        <translation>探索は需要倍率 %1 で止まります: %2</translation>
    </message>
    <message>
        <source>the search stops at %1 %2: %3</source>
        <translation>探索は %1 %2 で止まります: %3</translation>
    </message>
    <message>
        <source>a change of sign could not be narrowed: %1</source>
        <translation>符号の変わり目を絞り込めませんでした: %1</translation>
    </message>
    <message>
        <source>at most %1 characters are allowed, got %2</source>
        <translation>最大 %1 文字までです（指定値: %2）</translation>
    </message>
    <message>
        <source>at most %1 characters are allowed in %2, got %3</source>
        <translation>%2 は最大 %1 文字までです（指定値: %3）</translation>
    </message>
    <message>
        <source>must be a finite number, got %1</source>
        <translation>有限の数である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>must be 0 or more, got %1</source>
        <translation>0 以上である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>must be more than 0, got %1</source>
        <translation>0 より大きい必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>must be more than -1 (a fall of 100%), got %1</source>
        <translation>-1（100% の下落）より大きい必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>must be between 0 and 1, got %1</source>
        <translation>0 から 1 の間である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>must be between 1.0 and 3.0, got %1</source>
        <translation>1.0 から 3.0 の間である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>must be between 0 and 10, got %1</source>
        <translation>0 から 10 の間である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>must be a whole number of months from 1 to 600, got %1</source>
        <translation>1 から 600 までの整数の月数である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>must be a whole number, 0 or more, got %1</source>
        <translation>0 以上の整数である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>must be a whole number, 1 or more, got %1</source>
        <translation>1 以上の整数である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>must not be above the value %1, got %2</source>
        <translation>値 %1 以下である必要があります（指定値: %2）</translation>
    </message>
    <message>
        <source>must not be below the value %1, got %2</source>
        <translation>値 %1 以上である必要があります（指定値: %2）</translation>
    </message>
    <message>
        <source>at most %1 %2 are allowed, got %3</source>
        <translation>%2 は最大 %1 件までです（指定値: %3）</translation>
    </message>
    <message>
        <source>must name a currency, e.g. "JPY", got an empty string</source>
        <translation>通貨を指定する必要があります（例: "JPY"）。空の文字列が指定されています</translation>
    </message>
    <message>
        <source>no exchange rate for %1: add it to fx_per_usd</source>
        <translation>%1 の為替レートがありません: fx_per_usd に追加してください</translation>
    </message>
    <message>
        <source>required but missing: units of each currency per 1 USD, e.g. {"JPY": 150}</source>
        <translation>必須ですが、指定されていません: 1 USD あたりの各通貨の額（例: {"JPY": 150}）</translation>
    </message>
    <message>
        <source>a currency code</source>
        <translation>通貨コード</translation>
    </message>
    <message>
        <source>USD is 1 per USD by definition, got %1</source>
        <translation>USD は定義上 1 USD あたり 1 です（指定値: %1）</translation>
    </message>
    <message>
        <source>required but missing</source>
        <translation>必須ですが、指定されていません</translation>
    </message>
    <message>
        <source>the id %1 is already used by %2</source>
        <translation>id %1 はすでに %2 で使われています</translation>
    </message>
    <message>
        <source>the name %1 is already used by %2</source>
        <translation>名前 %1 はすでに %2 で使われています</translation>
    </message>
    <message>
        <source>required but missing: "fleetcost-workbook"</source>
        <translation>必須ですが、指定されていません: "fleetcost-workbook"</translation>
    </message>
    <message>
        <source>must be "fleetcost-workbook", got %1</source>
        <translation>"fleetcost-workbook" である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>required but missing: the format version, 1</source>
        <translation>必須ですが、指定されていません: 形式のバージョン（1）</translation>
    </message>
    <message>
        <source>required but missing: the list of scenarios</source>
        <translation>必須ですが、指定されていません: シナリオの一覧</translation>
    </message>
    <message>
        <source>no GPU model with id %1 in %2</source>
        <translation>%2 に id が %1 の GPU モデルはありません</translation>
    </message>
    <message>
        <source>required when tax_rate is above 0: how hardware is depreciated</source>
        <translation>tax_rate が 0 より大きい場合は必須です: ハードウェアの減価償却方法</translation>
    </message>
    <message>
        <source>required but missing: immediate, straight_line or declining_balance</source>
        <translation>必須ですが、指定されていません: immediate、straight_line、declining_balance のいずれか</translation>
    </message>
    <message>
        <source>must be immediate, straight_line or declining_balance, got %1</source>
        <translation>immediate、straight_line、declining_balance のいずれかである必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>required for %1 but missing</source>
        <translation>%1 では必須ですが、指定されていません</translation>
    </message>
    <message>
        <source>required for declining_balance but missing (2 = 200% declining balance)</source>
        <translation>declining_balance では必須ですが、指定されていません（2 = 200% 定率法）</translation>
    </message>
    <message>
        <source>no region with id %1 in %2</source>
        <translation>%2 に id が %1 の地域はありません</translation>
    </message>
    <message>
        <source>must be allocated or used, got %1</source>
        <translation>allocated または used である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>required: at least one cooling option</source>
        <translation>必須: 冷却オプションが 1 つ以上必要です</translation>
    </message>
    <message>
        <source>must name one of the site's cooling_options, got %1</source>
        <translation>サイトの cooling_options のいずれかを指定する必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>required: at least one point {month, on_demand_per_gpu_hour and/or reserved_per_gpu_month}</source>
        <translation>必須: 点が 1 つ以上必要です {month、on_demand_per_gpu_hour と reserved_per_gpu_month の一方または両方}</translation>
    </message>
    <message>
        <source>a point needs on_demand_per_gpu_hour, reserved_per_gpu_month or both</source>
        <translation>点には on_demand_per_gpu_hour と reserved_per_gpu_month の一方または両方が必要です</translation>
    </message>
    <message>
        <source>must be training, fine_tuning or inference, got %1</source>
        <translation>training、fine_tuning、inference のいずれかである必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>give either gpu_hours_per_month or avg_tokens_per_second with tokens_per_second_per_gpu, not both</source>
        <translation>gpu_hours_per_month か、avg_tokens_per_second と tokens_per_second_per_gpu の組み合わせのどちらか一方を指定してください（両方は不可）</translation>
    </message>
    <message>
        <source>required but missing: give gpu_hours_per_month, or avg_tokens_per_second with tokens_per_second_per_gpu</source>
        <translation>必須ですが、指定されていません: gpu_hours_per_month か、avg_tokens_per_second と tokens_per_second_per_gpu を指定してください</translation>
    </message>
    <message>
        <source>required with avg_tokens_per_second but missing</source>
        <translation>avg_tokens_per_second を使う場合は必須ですが、指定されていません</translation>
    </message>
    <message>
        <source>required with tokens_per_second_per_gpu but missing</source>
        <translation>tokens_per_second_per_gpu を使う場合は必須ですが、指定されていません</translation>
    </message>
    <message>
        <source>must have 168 weights, one per hour of the week from Monday 00:00, got %1</source>
        <translation>月曜 00:00 から週の 1 時間ごとに 1 つ、168 個の重みが必要です（指定数: %1）</translation>
    </message>
    <message>
        <source>the weights must not all be 0</source>
        <translation>重みをすべて 0 にすることはできません</translation>
    </message>
    <message>
        <source>must be "flat", "business_hours", "diurnal" or an array of 168 weights, got %1</source>
        <translation>"flat"、"business_hours"、"diurnal"、または 168 個の重みの配列である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>must be rent_on_demand, rent_reserved, colocate, hybrid or api, got %1</source>
        <translation>rent_on_demand、rent_reserved、colocate、hybrid、api のいずれかである必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>required for %1 but missing: the id of a site</source>
        <translation>%1 では必須ですが、指定されていません: サイトの id</translation>
    </message>
    <message>
        <source>no site with id %1 in %2</source>
        <translation>%2 に id が %1 のサイトはありません</translation>
    </message>
    <message>
        <source>required for colocate when lead_time_months is above 0 (demand is rented until the servers arrive) but missing</source>
        <translation>lead_time_months が 0 より大きい colocate では必須ですが、指定されていません（サーバーが届くまで需要はレンタルで賄います）</translation>
    </message>
    <message>
        <source>required for %1 but missing: the id of a region</source>
        <translation>%1 では必須ですが、指定されていません: 地域の id</translation>
    </message>
    <message>
        <source>required for a lease but missing</source>
        <translation>リースでは必須ですが、指定されていません</translation>
    </message>
    <message>
        <source>must be cash or lease, got %1</source>
        <translation>cash または lease である必要があります（指定値: %1）</translation>
    </message>
    <message>
        <source>required by plan %1, whose API offer serves this workload, but missing: the share of its tokens that are input (prompt) tokens, from 0 to 1</source>
        <translation>このワークロードに API オファーを使うプラン %1 で必須ですが、指定されていません: トークンのうち入力（プロンプト）トークンの割合（0 から 1）</translation>
    </message>
    <message>
        <source>%1 trillion</source>
        <translation>%1 兆</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 十億</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 百万</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 時間</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>the hourly demand of %1 on %2 over %3</source>
        <translation>%3にわたる %2上の %1の時間ごとの需要</translation>
    </message>
    <message>
        <source>%1 workload</source>
        <translation>%1 件のワークロード</translation>
    </message>
    <message>
        <source>%1 workloads</source>
        <translation>%1 件のワークロード</translation>
    </message>
    <message>
        <source>%1 GPU model</source>
        <translation>%1 種の GPU モデル</translation>
    </message>
    <message>
        <source>%1 GPU models</source>
        <translation>%1 種の GPU モデル</translation>
    </message>
    <message>
        <source>%1 month</source>
        <translation>%1 か月</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 か月</translation>
    </message>
    <message>
        <source>use fewer workloads, fewer GPU models or a shorter horizon</source>
        <translation>ワークロードや GPU モデルを減らすか、期間を短くしてください</translation>
    </message>
    <message>
        <source>%1 × %2 × %3</source>
        <translation>%1 × %2 × %3</translation>
    </message>
    <message>
        <source>%1 plan</source>
        <translation>%1 件のプラン</translation>
    </message>
    <message>
        <source>%1 plans</source>
        <translation>%1 件のプラン</translation>
    </message>
    <message>
        <source>use fewer plans, fewer GPU models or a shorter horizon</source>
        <translation>プランや GPU モデルを減らすか、期間を短くしてください</translation>
    </message>
    <message>
        <source>the flows of %1</source>
        <translation>%1のフロー</translation>
    </message>
    <message>
        <source>the results of %1</source>
        <translation>%1の結果</translation>
    </message>
    <message>
        <source>the tax and lease schedules of %1</source>
        <translation>%1の税金とリースのスケジュール</translation>
    </message>
    <message>
        <source>use fewer owning plans or a shorter horizon</source>
        <translation>所有プランを減らすか、期間を短くしてください</translation>
    </message>
    <message>
        <source>the workload costs of %1</source>
        <translation>%1のワークロード別コスト</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>use fewer plans or workloads</source>
        <translation>プランかワークロードを減らしてください</translation>
    </message>
    <message>
        <source>the API costs of %1 × %2 × %3</source>
        <translation>%1 × %2 × %3の API コスト</translation>
    </message>
    <message>
        <source>%1 api plan</source>
        <translation>%1 件の api プラン</translation>
    </message>
    <message>
        <source>%1 api plans</source>
        <translation>%1 件の api プラン</translation>
    </message>
    <message>
        <source>use fewer api plans, fewer workloads or a shorter horizon</source>
        <translation>api プランやワークロードを減らすか、期間を短くしてください</translation>
    </message>
    <message>
        <source>the hybrid cap search (%1, up to %2 per GPU model, %3)</source>
        <translation>ハイブリッド上限の探索（%1、GPU モデルあたり最大 %2、%3）</translation>
    </message>
    <message>
        <source>%1 hybrid plan</source>
        <translation>%1 件の hybrid プラン</translation>
    </message>
    <message>
        <source>%1 hybrid plans</source>
        <translation>%1 件の hybrid プラン</translation>
    </message>
    <message>
        <source>%1 server</source>
        <translation>%1 台のサーバー</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 台のサーバー</translation>
    </message>
    <message>
        <source>use servers with more GPUs, less headroom, fewer hybrid plans or a shorter horizon</source>
        <translation>GPU 数の多いサーバーを使う、余裕を減らす、hybrid プランを減らす、または期間を短くしてください</translation>
    </message>
    <message>
        <source>the reservation search (%1, up to %2 per term)</source>
        <translation>予約の探索（%1、期間ごとに最大 %2）</translation>
    </message>
    <message>
        <source>%1 rent_reserved plan</source>
        <translation>%1 件の rent_reserved プラン</translation>
    </message>
    <message>
        <source>%1 rent_reserved plans</source>
        <translation>%1 件の rent_reserved プラン</translation>
    </message>
    <message>
        <source>%1 reserved unit</source>
        <translation>%1 予約単位</translation>
    </message>
    <message>
        <source>%1 reserved units</source>
        <translation>%1 予約単位</translation>
    </message>
    <message>
        <source>use a larger reserved_unit_gpus or fewer rent_reserved plans</source>
        <translation>reserved_unit_gpus を大きくするか、rent_reserved プランを減らしてください</translation>
    </message>
    <message>
        <source>the break-even and IRR of %1 owning × %2 renting plans over %3</source>
        <translation>%3にわたる所有プラン %1 件 × レンタルプラン %2 件の損益分岐点と IRR</translation>
    </message>
    <message>
        <source>use fewer plans or a shorter horizon</source>
        <translation>プランを減らすか、期間を短くしてください</translation>
    </message>
    <message>
        <source>the restriction warnings (%1 quoting their regions' restriction_note)</source>
        <translation>規制の警告（地域の restriction_note を引用する %1）</translation>
    </message>
    <message>
        <source>%1 warning</source>
        <translation>%1 件の警告</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 件の警告</translation>
    </message>
    <message>
        <source>use fewer plans in regions that restrict their GPU models, or a shorter restriction_note</source>
        <translation>GPU モデルを規制する地域のプランを減らすか、restriction_note を短くしてください</translation>
    </message>
    <message>
        <source>too large to evaluate: it would need about %1 of memory, over the limit of %2; most of it for %3: %4</source>
        <translation>大きすぎて評価できません: 約 %1 のメモリーが必要で、上限の %2 を超えます。大部分は %3のためです: %4</translation>
    </message>
    <message>
        <source>too large to evaluate: about %1 steps of computation (%2), over the limit of %3 (about %4); most of them for %5: %6</source>
        <translation>大きすぎて評価できません: 約 %1 ステップの計算（%2）が必要で、上限の %3（約 %4）を超えます。大部分は %5のためです: %6</translation>
    </message>
    <message>
        <source>the plan finder searches 1 to 62 workloads, got %1</source>
        <translation>計画ファインダーが探索できるワークロードは 1～62 件です。指定値: %1</translation>
    </message>
    <message>
        <source>no supply can serve workload %1: no site fits its server and no region rents its GPU model or serves its model</source>
        <translation>ワークロード %1 を担える調達先がありません:そのサーバーが収まるサイトも、その GPU モデルをレンタルするリージョンも、そのモデルを提供するリージョンもありません</translation>
    </message>
    <message>
        <source>must be rent_on_demand, rent_reserved, colocate, hybrid, api or portfolio, got %1</source>
        <translation>rent_on_demand、rent_reserved、colocate、hybrid、api、portfolio のいずれかです。指定値: %1</translation>
    </message>
    <message>
        <source>only a portfolio plan has assignments; this plan is %1</source>
        <translation>割り当てを持てるのはポートフォリオ計画だけです。この計画は %1 です</translation>
    </message>
    <message>
        <source>a portfolio plan needs an assignment for each workload, got none</source>
        <translation>ポートフォリオ計画にはワークロードごとの割り当てが必要ですが、ありません</translation>
    </message>
    <message>
        <source>no workload named %1 in %2</source>
        <translation>%2 に %1 という名前のワークロードはありません</translation>
    </message>
    <message>
        <source>workload %1 is already assigned by %2</source>
        <translation>ワークロード %1 は %2 ですでに割り当てられています</translation>
    </message>
    <message>
        <source>what a plan owns at site %1 is owned one way: %2 has %3, this assignment %4</source>
        <translation>計画がサイト %1 で保有するものの保有方法は 1 つです:%2 は %3、この割り当ては %4</translation>
    </message>
    <message>
        <source>workload %1 has no assignment: a portfolio plan gives every workload a supply</source>
        <translation>ワークロード %1 に割り当てがありません:ポートフォリオ計画はすべてのワークロードに調達先を与えます</translation>
    </message>
    <message>
        <source>plan %1 needs %2 kW at site %3 in %4, above its power envelope of %5 kW by %6 kW</source>
        <translation>計画 %1 はサイト %3 で %4 に %2 kW を必要とし、電力枠 %5 kW を %6 kW 超えます</translation>
    </message>
    <message>
        <source>plan %1 needs %2 racks at site %3 in %4, above its %5 racks by %6</source>
        <translation>計画 %1 はサイト %3 で %4 に %2 ラックを必要とし、上限 %5 ラックを %6 超えます</translation>
    </message>
    <message>
        <source>must be a month as YYYY-MM, got %1</source>
        <translation>YYYY-MM 形式の月にしてください。指定値: %1</translation>
    </message>
    <message>
        <source>must be a month from 1 to 12, got %1</source>
        <translation>1～12 の月にしてください。指定値: %1</translation>
    </message>
    <message>
        <source>required with %1 but missing</source>
        <translation>%1 と一緒に必要ですが、ありません</translation>
    </message>
    <message>
        <source>serves workload %1 in region %2, which the workload does not allow (its allowed_regions: %3)</source>
        <translation>ワークロード %1 をリージョン %2 で担いますが、そのワークロードは許可していません(allowed_regions: %3)</translation>
    </message>
    <message>
        <source>the plan finder cannot search this scenario: %1 sets of workloads to price for its supplies (at most %2); give fewer workloads, or fewer sites and regions</source>
        <translation>計画ファインダーはこのシナリオを探索できません:調達先ごとに計算するワークロードの組が %1 件あります(上限 %2 件)。ワークロードを減らすか、サイトとリージョンを減らしてください</translation>
    </message>
    <message>
        <source>must be a date as YYYY, YYYY-MM or YYYY-MM-DD, got %1</source>
        <translation>YYYY、YYYY-MM、YYYY-MM-DD のいずれかの日付が必要です。指定値: %1</translation>
    </message>
    <message>
        <source>must be quote, list_price, index, specification or estimate, got %1</source>
        <translation>quote、list_price、index、specification、estimate のいずれかです。指定値: %1</translation>
    </message>
    <message>
        <source>an estimate must say in its source what it is estimated from</source>
        <translation>推定値は、何から推定したかを source に記載してください</translation>
    </message>
    <message>
        <source>must be a date as YYYY-MM or YYYY-MM-DD, got %1</source>
        <translation>YYYY-MM または YYYY-MM-DD の日付が必要です。指定値: %1</translation>
    </message>
    <message>
        <source>%1 kW rack-scale system %2 needs direct liquid cooling of at least %1 kW a rack; %3 at %4 offers %5 kW of air cooling (plan %6)</source>
        <translation>%1 kW のラック単位システム %2 には1ラック当たり %1 kW 以上の直接液冷が必要ですが、%4 の %3 は %5 kW の空冷です(計画 %6)</translation>
    </message>
    <message>
        <source>%1 kW liquid-cooled server %2 needs direct liquid cooling; %3 at %4 offers %5 kW of air cooling (plan %6)</source>
        <translation>%1 kW の液冷サーバー %2 には直接液冷が必要ですが、%4 の %3 は %5 kW の空冷です(計画 %6)</translation>
    </message>
    <message>
        <source>air-cooled server %1 cannot use the direct liquid-cooled %2 rack at %3 (plan %4)</source>
        <translation>空冷サーバー %1 は %3 の直接液冷ラック %2 を使えません(計画 %4)</translation>
    </message>
    <message>
        <source>%1 kW rack-scale system %2 needs direct liquid cooling of at least %1 kW a rack; %3 at %4 offers %5 kW (plan %6)</source>
        <translation>%1 kW のラック単位システム %2 には1ラック当たり %1 kW 以上の直接液冷が必要ですが、%4 の %3 は %5 kW です(計画 %6)</translation>
    </message>
    <message>
        <source>%1 kg server %2 is heavier than the %3 kg floor loading of the %4 rack at %5 (plan %6)</source>
        <translation>%1 kg のサーバー %2 は %5 の %4 ラックの床荷重 %3 kg を超えています(計画 %6)</translation>
    </message>
    <message>
        <source>%1; the site's cooling option %2 would take it</source>
        <translation>%1。サイトの冷却オプション %2 なら収まります</translation>
    </message>
    <message>
        <source>must be air or liquid, got %1</source>
        <translation>air または liquid である必要がありますが、%1 です</translation>
    </message>
    <message>
        <source>offer %1 states no spot_per_gpu_hour for workload %2, which may run on spot</source>
        <translation>オファー %1 には、スポットで実行できるワークロード %2 のための spot_per_gpu_hour がありません</translation>
    </message>
    <message>
        <source>applies to training and fine_tuning workloads only; this workload is inference</source>
        <translation>training と fine_tuning のワークロードにのみ適用されます。このワークロードは inference です</translation>
    </message>
    <message>
        <source>applies to rent_on_demand supplies only; this one is %1</source>
        <translation>rent_on_demand の調達先にのみ適用されます。この調達先は %1 です</translation>
    </message>
    <message>
        <source>must be 1 to 14 days, or a multiple of 7 up to 182, got %1</source>
        <translation>1～14 日、または 182 日までの 7 の倍数である必要があります（値: %1）</translation>
    </message>
    <message>
        <source>needs commitment_per_gpu_hour, the committed price</source>
        <translation>コミット価格 commitment_per_gpu_hour が必要です</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n か月</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>百万 %1</translation>
    </message>
    <message>
        <source>%1 thousand</source>
        <translation>千 %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;The scenario has no plans to compare.&lt;/p&gt;</source>
        <translation>&lt;p&gt;このシナリオには比較対象となるプランがありません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Over %1, the cheapest plan is &lt;b&gt;%2&lt;/b&gt;, with a present value of %3 (%4 in nominal terms).</source>
        <translation>%1 の期間で最も低コストなプランは &lt;b&gt;%2&lt;/b&gt; で、現在価値は %3（名目 %4）です。</translation>
    </message>
    <message>
        <source>Owning is cheaper: the best owning plan, %1, saves %2 in present value against the best renting plan, %3.</source>
        <translation>保有が割安です。保有プランのうち最善の %1 は、レンタルプランのうち最善の %3 に比べ、現在価値で %2 のコスト削減となります。</translation>
    </message>
    <message>
        <source>Renting is cheaper: the best renting plan, %1, costs %2 less in present value than the best owning plan, %3.</source>
        <translation>レンタルが割安です。レンタルプランのうち最善の %1 は、保有プランのうち最善の %3 に比べ、現在価値で %2 低コストです。</translation>
    </message>
    <message>
        <source>%1 owns no server: at these prices renting every burst is cheaper than owning any.</source>
        <translation>%1 はサーバーを保有しません。現行の価格では、バースト分をすべてレンタルするほうがいずれの保有よりも割安です。</translation>
    </message>
    <message>
        <source>%1 breaks even against %2 after %3 (discounted: %4).</source>
        <translation>%1 は %2 に対し %3 で損益分岐点に達します（割引後：%4）。</translation>
    </message>
    <message>
        <source>never within the horizon</source>
        <translation>分析期間内には達しません</translation>
    </message>
    <message>
        <source>%1 does not break even against %2 within the horizon.</source>
        <translation>%1 は分析期間内に %2 に対する損益分岐点に達しません。</translation>
    </message>
    <message>
        <source>Against %1 it breaks even after %2.</source>
        <translation>%1 に対しては %2 で損益分岐点に達します。</translation>
    </message>
    <message>
        <source>The return on owning instead of renting (IRR) is %1 % a year.</source>
        <translation>レンタルに代えて保有した場合の内部収益率（IRR）は年 %1% です。</translation>
    </message>
    <message>
        <source>The scenario needs both an owning and a renting plan to compare them.</source>
        <translation>このシナリオで比較を行うには、保有プランとレンタルプランの両方が必要です。</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1（%2%）</translation>
    </message>
    <message>
        <source>Its biggest cost drivers are %1, as shares of its present-value costs.</source>
        <translation>主なコスト要因は %1 です（現在価値ベースのコストに占める割合）。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n warning(s):&lt;/b&gt; plans own or rent GPUs restricted in their region (see Warnings).</source>
        <translation>
            <numerusform>&lt;b&gt;警告 %n 件：&lt;/b&gt;地域で規制対象となっている GPU を保有またはレンタルするプランがあります（「警告」を参照）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <source>Present value, %1</source>
        <translation>現在価値（%1）</translation>
    </message>
    <message>
        <source>Nominal cost, %1</source>
        <translation>名目コスト（%1）</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>GPU時間あたり</translation>
    </message>
    <message>
        <source>CO2, t</source>
        <translation>CO2（t）</translation>
    </message>
    <message>
        <source>Break-even against %1</source>
        <translation>%1 に対する損益分岐点</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>損益分岐点</translation>
    </message>
    <message>
        <source>%1 (discounted %2)</source>
        <translation>%1（割引後 %2）</translation>
    </message>
    <message>
        <source>never</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>&lt;p&gt;Amounts in %1, not discounted. A flow dated &lt;i&gt;t&lt;/i&gt; months after the start falls in year ⌈&lt;i&gt;t&lt;/i&gt;/12⌉ (purchases at the start in year 1); credits are negative.&lt;/p&gt;</source>
        <translation>&lt;p&gt;金額の単位は %1（割引なし）。開始から &lt;i&gt;t&lt;/i&gt; か月後に発生するフローは ⌈&lt;i&gt;t&lt;/i&gt;/12⌉ 年目に計上します（開始時点の購入は 1 年目）。控除項目はマイナスで表示します。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>カテゴリ</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>%1 年目</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total&lt;/b&gt;</source>
        <translation>&lt;b&gt;合計&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;None.&lt;/p&gt;</source>
        <translation>&lt;p&gt;なし。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>単位</translation>
    </message>
    <message>
        <source>shipped: %1</source>
        <translation>既定値：%1</translation>
    </message>
    <message>
        <source>&lt;i&gt;no source stated&lt;/i&gt;</source>
        <translation>&lt;i&gt;出典の記載なし&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Tax rate</source>
        <translation>税率</translation>
    </message>
    <message>
        <source>Hardware depreciation</source>
        <translation>ハードウェアの減価償却</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>deducted in full when bought</source>
        <translation>取得時に全額を損金算入</translation>
    </message>
    <message>
        <source>straight line over %1 years</source>
        <translation>定額法（耐用年数 %1 年）</translation>
    </message>
    <message>
        <source>%1% declining balance over %2 years, switching to straight line</source>
        <translation>%1% 定率法（耐用年数 %2 年、定額法への切替あり）</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>not stated (0)</source>
        <translation>記載なし（0）</translation>
    </message>
    <message>
        <source>Dating: purchases, rack set-up fees, cooling capex and sales of used hardware are dated in the month they happen; the running costs of a month (fees, energy, rental, staff) at its end; the value of hardware still owned at the end of the horizon is credited on the last date.</source>
        <translation>計上時期：購入、ラックの初期設定費、冷却設備投資、中古ハードウェアの売却は発生した月に計上します。各月の運用コスト（料金、電力量、レンタル料、人件費）は月末に計上します。分析期間の終了時点でなお保有しているハードウェアの価値は、最終日にコストから控除して計上します。</translation>
    </message>
    <message>
        <source>Discounting: a flow dated t months from the start is worth flow / (1 + r)^(t/12) today, r being the annual discount rate. Present values add these up.</source>
        <translation>割引：開始から t か月後に発生するフローの現在の価値は、フロー / (1 + r)^(t/12) です（r は年間の割引率）。現在価値はこれらの合計です。</translation>
    </message>
    <message>
        <source>Break-even: the first month from which the owning plan's cumulative cost stays at or below the renting plan's until the end; the discounted break-even uses present values.</source>
        <translation>損益分岐点：保有プランの累積コストが、それ以降終了までレンタルプランの累積コスト以下にとどまる最初の月です。割引後の損益分岐点は現在価値に基づきます。</translation>
    </message>
    <message>
        <source>Owned servers are sized for the peak hour of each month's weekly demand (plus headroom and spares); demand above the owned capacity is rented on demand. A hybrid plan owns up to a cap per GPU model, chosen by present value.</source>
        <translation>保有サーバーは、各月の週次需要のピーク時間帯（ヘッドルームと予備を加算）に合わせて規模を決めます。保有容量を超える需要はオンデマンドでレンタルします。ハイブリッドプランは GPU モデルごとに上限まで保有し、その上限は現在価値に基づいて選択されます。</translation>
    </message>
    <message>
        <source>Included: hardware, installation, network capex, resale, colocation space, power fees and metered energy (IT energy × PUE), cooling, cross-connects, transit, remote hands, staff, maintenance, licences, rental on demand and reserved%1.</source>
        <translation>対象に含むもの：ハードウェア、設置、ネットワーク設備投資、売却、コロケーションのスペース、電力基本料と従量電力量（IT 電力量 × PUE）、冷却、クロスコネクト、トランジット、リモートハンド、人件費、保守、ライセンス、オンデマンドおよびリザーブドのレンタル%1。</translation>
    </message>
    <message>
        <source>, lease instalments and tax</source>
        <translation>、リース料、税</translation>
    </message>
    <message>
        <source>Not included: storage, data egress, consumption tax, Japan's fixed-asset tax on equipment, the cost of capital other than through the discount rate, and anything a site does not list.</source>
        <translation>対象に含まないもの：ストレージ、データ転送（エグレス）、消費税、日本の設備に対する固定資産税、割引率を通じたもの以外の資本コスト、およびサイトが記載していない費用。</translation>
    </message>
    <message>
        <source>Every figure comes from the workbook; shipped defaults carry their source and date (see the assumptions register). All amounts are converted once into %1 with the workbook's exchange rates.</source>
        <translation>すべての数値はワークブックに基づきます。同梱の既定値には出典と日付が付いています（前提条件一覧を参照）。すべての金額は、ワークブックの為替レートで %1 に一度だけ換算しています。</translation>
    </message>
    <message>
        <source>has problems</source>
        <translation>問題あり</translation>
    </message>
    <message>
        <source>Cheapest plan</source>
        <translation>最も低コストなプラン</translation>
    </message>
    <message>
        <source>Its present value</source>
        <translation>その現在価値</translation>
    </message>
    <message>
        <source>Owning saves (present value)</source>
        <translation>保有による削減額（現在価値）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>, lease instalments</source>
        <translation>、リース料</translation>
    </message>
    <message>
        <source> and tax</source>
        <translation>および税</translation>
    </message>
    <message>
        <source>Field (unit)</source>
        <translation>項目（単位）</translation>
    </message>
    <message>
        <source>Value (low – high)</source>
        <translation>値（下限 – 上限）</translation>
    </message>
    <message>
        <source>Source, date</source>
        <translation>出典、日付</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every figure the scenario states, with its unit, range, source and date. &lt;b&gt;✎&lt;/b&gt; marks a value the user changed from the shipped default (the shipped value follows). Sources are numbered and listed once after the table; long notes are shortened here, and the workbook and the XLSX export's Assumptions sheet keep them in full.&lt;/p&gt;</source>
        <translation>&lt;p&gt;シナリオが定めるすべての数値を、単位・範囲・出典・日付とともに示します。&lt;b&gt;✎&lt;/b&gt; はユーザーが既定値から変更した値を示します（既定値を併記）。出典は番号を付け、表の後に一度だけ記載します。長い注記はここでは短縮しています。ワークブックと XLSX エクスポートの前提条件シートには全文が残ります。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every figure the scenarios state, with its unit, range, source and date: one column per scenario where they differ, one value across them where they agree (— where a scenario does not state it). &lt;b&gt;✎&lt;/b&gt; marks a value changed from the shipped default. Sources are numbered and listed once after the table; long notes are shortened here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;各シナリオが定めるすべての数値を、単位・範囲・出典・日付とともに示します。シナリオ間で異なる値はシナリオごとの列に、一致する値は一つにまとめて示します（— はそのシナリオに記載がないことを示します）。&lt;b&gt;✎&lt;/b&gt; は既定値から変更した値を示します。出典は番号を付け、表の後に一度だけ記載します。長い注記はここでは短縮しています。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What it takes for owning to win</source>
        <translation>保有が有利になる条件</translation>
    </message>
    <message>
        <source>no source stated</source>
        <translation>出典の記載なし</translation>
    </message>
    <message>
        <source>Owning minus renting is %1 today (below 0 owning is cheaper). The inputs that move it most, each alone from its low to its high value:</source>
        <translation>現在の保有 − レンタルは %1 です（0 未満なら保有が割安）。これを最も大きく動かす入力（それぞれ単独で下限から上限まで変化）：</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>Owning minus renting at low / high</source>
        <translation>下限 / 上限での保有 − レンタル</translation>
    </message>
    <message>
        <source>Source (date)</source>
        <translation>出典（日付）</translation>
    </message>
    <message>
        <source>No input searched (utilisation, rental prices, energy and server price, discount rate, horizon) turns the answer within its range.</source>
        <translation>探索した入力（稼働率、レンタル価格、電力価格とサーバー価格、割引率、期間）のいずれも、その範囲内では結論を変えません。</translation>
    </message>
    <message>
        <source>The thresholds nearest to today's values, relatively: each input alone, every other at its value, the plans' fleets, caps and reservations chosen again (fleetcost-cli thresholds lists every input).</source>
        <translation>現在値に相対的に最も近いしきい値です。各入力を単独で動かし、他はすべて現在値のまま、プランの台数・上限・予約は選び直しています（fleetcost-cli thresholds ですべての入力を一覧できます）。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n warning(s):&lt;/b&gt; hosted API plans rent GPUs for workloads whose model no API offer of their region serves (see Warnings).</source>
        <translation>
            <numerusform>&lt;b&gt;警告 %n 件：&lt;/b&gt;ホスト型APIプランが、地域のどのAPIオファーもモデルを扱っていないワークロードのためにGPUをレンタルしています（「警告」を参照）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b style="color: #a04b00;"&gt;stale&lt;/b&gt;: a price dated more than %n month(s) before the prices' date %1.</source>
        <translation>
            <numerusform>&lt;b style="color: #a04b00;"&gt;古い価格&lt;/b&gt;:価格の基準日 %1 より %n か月以上前の日付の価格。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stale prices: %1</source>
        <translation>古い価格:%1</translation>
    </message>
    <message numerus="yes">
        <source>Not listed: %n GPU model(s) that no workload uses, and their servers.</source>
        <translation>
            <numerusform>記載なし:どのワークロードも使わない GPU モデル %n 件とそのサーバー。</numerusform>
        </translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>グッドプット</translation>
    </message>
    <message>
        <source>Per useful GPU-hour</source>
        <translation>有効GPU時間あたり</translation>
    </message>
    <message numerus="yes">
        <source>Not listed: %n interruption, repair and spot figure(s), which change nothing where no workload states a training job (job_gpus) and no plan a spot share.</source>
        <translation>
            <numerusform>未掲載：中断・修理・スポットの数値 %n 件（トレーニングジョブ（job_gpus）を持つワークロードもスポット比率を持つプランもないため、何も変わりません）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RiskCatalog</name>
    <message>
        <source>owning minus renting</source>
        <translation>保有 − レンタル</translation>
    </message>
    <message>
        <source>present value of %1</source>
        <translation>%1 の現在価値</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>該当なし</translation>
    </message>
    <message>
        <source>P5 %1, median %2, P95 %3</source>
        <translation>P5 %1、中央値 %2、P95 %3</translation>
    </message>
    <message>
        <source>Largest swing %1: %2</source>
        <translation>最大の振れ幅 %1：%2</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>感応度</translation>
    </message>
    <message>
        <source>Monte Carlo: owning minus renting</source>
        <translation>モンテカルロ：保有 − レンタル</translation>
    </message>
    <message>
        <source>%1 trials, seed %2</source>
        <translation>試行 %1 回、シード %2</translation>
    </message>
    <message>
        <source>Owning is cheaper in %1% of trials</source>
        <translation>試行の %1% で保有が割安</translation>
    </message>
    <message>
        <source>Break-even map</source>
        <translation>損益分岐マップ</translation>
    </message>
    <message>
        <source>Across: %1; up: %2</source>
        <translation>横軸：%1、縦軸：%2</translation>
    </message>
    <message>
        <source>Owning is cheaper in %1% of the map; the line marks a tie</source>
        <translation>マップの %1% で保有が割安。線は両者が同額となる点</translation>
    </message>
    <message>
        <source>The ranges of these figures cannot be analysed:</source>
        <translation>次の数値の範囲は分析できません：</translation>
    </message>
    <message>
        <source>No figure of this scenario has a low and a high value, so there is nothing to vary: the results above are the only case.</source>
        <translation>このシナリオには下限と上限を持つ数値がないため、変動させる対象がありません。上記の結果が唯一のケースです。</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) of the scenario have a range (low, value, high). Sensitivity sets each alone to its low and to its high; Monte Carlo draws all of them at once from triangular distributions. Hybrid caps and reserved commitments stay at the base case's choice.</source>
        <translation>
            <numerusform>シナリオの %n 個の数値に範囲（下限・値・上限）があります。感応度分析では各数値を単独で下限と上限に設定し、モンテカルロでは三角分布から全数値を同時に抽出します。ハイブリッドの上限とリザーブドの契約数は基準ケースの選択に固定します。</numerusform>
        </translation>
    </message>
    <message>
        <source>In %1 trials (seed %2), owning is cheaper than renting in %3% of them. Owning minus renting, in present value: %4.</source>
        <translation>%1 回の試行（シード %2）のうち %3% で保有がレンタルより割安です。保有 − レンタル（現在価値）：%4。</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>%1 か月目</translation>
    </message>
    <message>
        <source>never</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>The cheapest owning plan breaks even in month %1 at the median (P5: %2, P95: %3); it never breaks even in %4% of trials.</source>
        <translation>最安の保有プランの損益分岐点は中央値で %1 か月目（P5：%2、P95：%3）。試行の %4% では損益分岐点に達しません。</translation>
    </message>
    <message>
        <source>The cheapest owning plan breaks even against renting in only %1% of trials.</source>
        <translation>最安の保有プランがレンタルに対して損益分岐点に達するのは試行の %1% のみです。</translation>
    </message>
    <message>
        <source>%1: from %2 to %3</source>
        <translation>%1：%2 から %3</translation>
    </message>
    <message>
        <source>the cheapest owning plan's present value minus the cheapest renting plan's</source>
        <translation>最安の保有プランの現在価値から最安のレンタルプランの現在価値を引いた額</translation>
    </message>
    <message>
        <source>The figures that move %1 most (base case %2), each at its low and at its high:</source>
        <translation>%1（基準ケース %2）を最も大きく動かす数値（それぞれ下限と上限のとき）：</translation>
    </message>
</context>
<context>
    <name>ScenarioTemplate</name>
    <message>
        <source>New scenario</source>
        <translation>新しいシナリオ</translation>
    </message>
    <message>
        <source>Model training</source>
        <translation>モデル学習</translation>
    </message>
    <message>
        <source>Osaka</source>
        <translation>大阪</translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation>香港</translation>
    </message>
    <message>
        <source>Tokyo</source>
        <translation>東京</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>strategy — place</comment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>ShippedValueMenu</name>
    <message>
        <source>Reset to the shipped value</source>
        <translation>既定値に戻す</translation>
    </message>
    <message>
        <source>Evidence…</source>
        <translation>根拠…</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 の %1</translation>
    </message>
</context>
<context>
    <name>Slides</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 に書き込めません</translation>
    </message>
</context>
<context>
    <name>Strategy</name>
    <message>
        <source>Rent on demand</source>
        <translation>オンデマンドでレンタル</translation>
    </message>
    <message>
        <source>Rent reserved</source>
        <translation>リザーブド（予約）でレンタル</translation>
    </message>
    <message>
        <source>Colocate</source>
        <translation>コロケーション</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>ハイブリッド</translation>
    </message>
    <message>
        <source>Hosted API</source>
        <translation>ホスト型API</translation>
    </message>
    <message>
        <source>Portfolio</source>
        <translation>ポートフォリオ</translation>
    </message>
</context>
<context>
    <name>Thresholds</name>
    <message>
        <source>utilisation of the owned GPUs</source>
        <translation>保有 GPU の稼働率</translation>
    </message>
    <message>
        <source>every rental price</source>
        <translation>すべてのレンタル価格</translation>
    </message>
    <message>
        <source>demand</source>
        <translation>需要</translation>
    </message>
    <message>
        <source>%1 × today's</source>
        <translation>現在の %1 倍</translation>
    </message>
    <message>
        <source>%1 % a year</source>
        <translation>年 %1 %</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: not searched (%2).</source>
        <translation>%1：探索していません（%2）。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3: owning wins throughout.</source>
        <translation>%1 には %2 から %3 の間にしきい値がありません：全域で保有が有利です。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3: owning never wins there.</source>
        <translation>%1 には %2 から %3 の間にしきい値がありません：その範囲で保有が有利になることはありません。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is above %2 (%3).</source>
        <translation>%1 が %2 を上回れば保有が有利です（%3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is below %2 (%3).</source>
        <translation>%1 が %2 を下回れば保有が有利です（%3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is %2 or more (today %3).</source>
        <translation>%1 が %2 以上なら保有が有利です（現在 %3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is %2 or less (today %3).</source>
        <translation>%1 が %2 以下なら保有が有利です（現在 %3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is above %2 (today %3).</source>
        <translation>%1 が %2 を上回れば保有が有利です（現在 %3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is below %2 (today %3).</source>
        <translation>%1 が %2 を下回れば保有が有利です（現在 %3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is above %2 (today %3; %4).</source>
        <translation>%1 が %2 を上回れば保有が有利です（現在 %3、%4）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is below %2 (today %3; %4).</source>
        <translation>%1 が %2 を下回れば保有が有利です（現在 %3、%4）。</translation>
    </message>
    <message>
        <source>%1 against %2: owning is cheaper by %3 today.</source>
        <translation>%1 対 %2：現在は保有が %3 割安です。</translation>
    </message>
    <message>
        <source>%1 against %2: owning costs %3 more today.</source>
        <translation>%1 対 %2：現在は保有が %3 割高です。</translation>
    </message>
    <message>
        <source>Threshold: %1</source>
        <translation>しきい値：%1</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>しきい値</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand is between %1 and %2 × today's (on today's fleet, whose GPUs are %3 busy today).</source>
        <translation>需要が現在の %1 倍から %2 倍の間にある限り、保有のほうが安いままです（現在の台数で、GPU の稼働率は現在 %3）。</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand stays below %1 × today's (on today's fleet, whose GPUs are %2 busy today).</source>
        <translation>需要が現在の %1 倍を下回っている限り、保有のほうが安いままです（現在の台数で、GPU の稼働率は現在 %2）。</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand stays above %1 × today's (on today's fleet, whose GPUs are %2 busy today).</source>
        <translation>需要が現在の %1 倍を上回っている限り、保有のほうが安いままです（現在の台数で、GPU の稼働率は現在 %2）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand were between %1 and %2 × today's (on today's fleet: its GPUs %3 to %4 busy; %5 today).</source>
        <translation>需要が現在の %1 倍から %2 倍の間なら保有のほうが安くなります（現在の台数で GPU の稼働率 %3〜%4、現在 %5）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand rose above %1 × today's (on today's fleet: its GPUs over %2 busy; %3 today).</source>
        <translation>需要が現在の %1 倍を超えれば保有のほうが安くなります（現在の台数で GPU の稼働率 %2 超、現在 %3）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand fell below %1 × today's (on today's fleet: its GPUs under %2 busy; %3 today).</source>
        <translation>需要が現在の %1 倍を下回れば保有のほうが安くなります（現在の台数で GPU の稼働率 %2 未満、現在 %3）。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3: the two plans cost exactly the same throughout.</source>
        <translation>%1 には %2 から %3 の間にしきい値がありません：この範囲では二つのプランの費用がまったく同じです。</translation>
    </message>
    <message>
        <source>%1 percentage points</source>
        <translation>%1 ポイント</translation>
    </message>
</context>
<context>
    <name>TokenCostsText</name>
    <message>
        <source>Cost per million tokens</source>
        <translation>100万トークンあたりのコスト</translation>
    </message>
    <message>
        <source>Each workload's share of each plan's nominal cost over its tokens, in %1 per million tokens; the lowest for each workload in bold. A hosted API plan charges a workload its tokens at the API's prices; the other plans share the cost of its GPU model by GPU-hours.</source>
        <translation>各プランの名目コストのうち各ワークロードの負担分をそのトークン数で割ったもの（100万トークンあたり%1）。ワークロードごとの最安値を太字で示します。ホスト型APIプランはワークロードにAPI価格でトークン代を課し、その他のプランはGPUモデルのコストをGPU時間で按分します。</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>FTE</source>
        <translation>FTE</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>GPU-hours per month</source>
        <translation>GPU時間／月</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>サーバーあたり GPU 数</translation>
    </message>
    <message>
        <source>Mbps</source>
        <translation>Mbps</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation>TB/s</translation>
    </message>
    <message>
        <source>TFLOPS (dense BF16)</source>
        <translation>TFLOPS（密行列 BF16）</translation>
    </message>
    <message>
        <source>U</source>
        <translation>U</translation>
    </message>
    <message>
        <source>U per rack</source>
        <translation>ラックあたり U</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>cross-connects per rack</source>
        <translation>ラックあたりクロスコネクト数</translation>
    </message>
    <message>
        <source>fraction of peak</source>
        <translation>ピークに対する比率</translation>
    </message>
    <message>
        <source>hours per month</source>
        <translation>時間／月</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>kW per rack</source>
        <translation>ラックあたり kW</translation>
    </message>
    <message>
        <source>kWh per GPU-hour</source>
        <translation>GPU時間あたり kWh</translation>
    </message>
    <message>
        <source>kg CO2/kWh</source>
        <translation>kg CO2/kWh</translation>
    </message>
    <message>
        <source>month</source>
        <translation>か月目</translation>
    </message>
    <message>
        <source>months</source>
        <translation>か月</translation>
    </message>
    <message>
        <source>of profit</source>
        <translation>利益に対する比率</translation>
    </message>
    <message>
        <source>of server price</source>
        <translation>サーバー価格に対する比率</translation>
    </message>
    <message>
        <source>of server price per year</source>
        <translation>サーバー価格に対する年率</translation>
    </message>
    <message>
        <source>of the input tokens (cached)</source>
        <translation>入力トークンに占める比率（キャッシュ）</translation>
    </message>
    <message>
        <source>of the tokens (input)</source>
        <translation>トークンに占める比率（入力）</translation>
    </message>
    <message>
        <source>per FTE-year</source>
        <translation>FTE・年あたり</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>GPU時間あたり</translation>
    </message>
    <message>
        <source>per GPU-month</source>
        <translation>GPU・月あたり</translation>
    </message>
    <message>
        <source>per GPU-year</source>
        <translation>GPU・年あたり</translation>
    </message>
    <message>
        <source>per Mbps-month</source>
        <translation>Mbps・月あたり</translation>
    </message>
    <message>
        <source>per cross-connect-month</source>
        <translation>クロスコネクト・月あたり</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>1時間あたり</translation>
    </message>
    <message>
        <source>per kW-month</source>
        <translation>kW・月あたり</translation>
    </message>
    <message>
        <source>per kWh</source>
        <translation>kWh あたり</translation>
    </message>
    <message>
        <source>per million cached input tokens</source>
        <translation>キャッシュ入力100万トークンあたり</translation>
    </message>
    <message>
        <source>per million input tokens</source>
        <translation>入力100万トークンあたり</translation>
    </message>
    <message>
        <source>per million output tokens</source>
        <translation>出力100万トークンあたり</translation>
    </message>
    <message>
        <source>per rack</source>
        <translation>ラックあたり</translation>
    </message>
    <message>
        <source>per rack-month</source>
        <translation>ラック・月あたり</translation>
    </message>
    <message>
        <source>per server</source>
        <translation>サーバーあたり</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>年あたり</translation>
    </message>
    <message>
        <source>spares per server</source>
        <translation>サーバーあたり予備機</translation>
    </message>
    <message>
        <source>tokens per second</source>
        <translation>トークン/秒</translation>
    </message>
    <message>
        <source>tokens per second per GPU</source>
        <translation>GPU あたりのトークン/秒</translation>
    </message>
    <message>
        <source>x straight line</source>
        <translation>× 定額法</translation>
    </message>
    <message>
        <source>x the path's prices</source>
        <translation>× 価格パスの価格</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>%1 per USD</source>
        <translation>%1／米ドル</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A currency code and the unit's words: "JPY per GPU-hour".</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>month of the year</source>
        <translation>暦月</translation>
    </message>
    <message>
        <source>per fiscal year</source>
        <translation>/年度</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>ラック</translation>
    </message>
    <message>
        <source>kg</source>
        <translation>kg</translation>
    </message>
    <message>
        <source>kg per rack</source>
        <translation>kg/ラック</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>per 1,000 GPU-hours</source>
        <translation>1,000 GPU時間あたり</translation>
    </message>
    <message>
        <source>of a workload's GPU-hours</source>
        <translation>ワークロードのGPU時間に対する比率</translation>
    </message>
    <message>
        <source>of tolerant workloads' GPU-hours</source>
        <translation>中断許容ワークロードのGPU時間に対する比率</translation>
    </message>
    <message>
        <source>days</source>
        <translation>日</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>plan %1 owns %2 (%3) in %4, where it is restricted</source>
        <translation>プラン %1 は、%2（%3）が規制されている %4 でこれを所有しています</translation>
    </message>
    <message>
        <source>plan %1 rents %2 (%3) in %4, where it is restricted</source>
        <translation>プラン %1 は、%2（%3）が規制されている %4 でこれをレンタルしています</translation>
    </message>
    <message>
        <source>plan %1 rents GPUs on demand for workload %2: no API offer in %3 from %4 serves model %5</source>
        <translation>プラン %1 はワークロード %2 の GPU をオンデマンドでレンタルします: %3 には %4 によるモデル %5 の API オファーがありません</translation>
    </message>
    <message>
        <source>plan %1 rents GPUs on demand for workload %2: no API offer in %3 serves model %4</source>
        <translation>プラン %1 はワークロード %2 の GPU をオンデマンドでレンタルします: %3 にはモデル %4 の API オファーがありません</translation>
    </message>
    <message>
        <source>plan %1 spends %2 %3 on capex in %4, above the budget of %5 by %6</source>
        <translation>計画 %1 は %4 に設備投資 %2 %3 を使い、予算 %5 を %6 超えます</translation>
    </message>
    <message>
        <source>plan %1 rents %2 of its GPU-hours, above the most rented share of %3</source>
        <translation>計画 %1 は GPU 時間の %2 をレンタルし、レンタル比率の上限 %3 を超えます</translation>
    </message>
    <message>
        <source>stale prices (dated more than %2 months before the prices' date %3): %1; the oldest is %4, dated %5, %6 months before</source>
        <translation>古い価格(価格の基準日 %3 より %2 か月以上前の日付): %1 件。最も古いのは %4 で、日付は %5(%6 か月前)</translation>
    </message>
</context>
<context>
    <name>XlsxExport</name>
    <message>
        <source>Present value (NPV), %1</source>
        <translation>正味現在価値（NPV、%1）</translation>
    </message>
    <message>
        <source>Nominal cost, %1</source>
        <translation>名目コスト（%1）</translation>
    </message>
    <message>
        <source>Discount rate (annual)</source>
        <translation>割引率（年率）</translation>
    </message>
    <message>
        <source>Discount factor</source>
        <translation>割引係数</translation>
    </message>
    <message>
        <source>Present value, %1</source>
        <translation>現在価値（%1）</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>下限</translation>
    </message>
    <message>
        <source>High</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>単位</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>通貨</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>時点</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Shipped default (when changed)</source>
        <translation>同梱の既定値（変更時）</translation>
    </message>
    <message>
        <source>Place in the file (JSON pointer)</source>
        <translation>ファイル内の位置（JSON ポインター）</translation>
    </message>
    <message>
        <source>cannot write in %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>cannot create the spreadsheet</source>
        <translation>スプレッドシートを作成できません</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>サマリー</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>前提条件</translation>
    </message>
    <message>
        <source>FleetCost — %1</source>
        <translation>FleetCost — %1</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>作成日</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <source>Cost per GPU-hour, %1</source>
        <translation>GPU時間あたりのコスト（%1）</translation>
    </message>
    <message>
        <source>CO2, tonnes</source>
        <translation>CO2（トン）</translation>
    </message>
    <message>
        <source>Owning plan</source>
        <translation>保有プラン</translation>
    </message>
    <message>
        <source>Renting plan</source>
        <translation>レンタルプラン</translation>
    </message>
    <message>
        <source>Break-even month</source>
        <translation>損益分岐月</translation>
    </message>
    <message>
        <source>Discounted break-even month</source>
        <translation>割引後の損益分岐月</translation>
    </message>
    <message>
        <source>Rate of return of owning (IRR, annual)</source>
        <translation>保有の内部収益率（IRR、年率）</translation>
    </message>
    <message>
        <source>never</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>cannot write the spreadsheet: %1</source>
        <translation>スプレッドシートを書き込めません：%1</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>%1 に書き込めません</translation>
    </message>
    <message>
        <source>Assumptions — %1</source>
        <translation>前提条件 — %1</translation>
    </message>
    <message>
        <source>Yellow cells are the inputs the formulas read: change one and every flow, total, present value and break-even month follows. Grey cells shaped the decisions FleetCost made (servers, racks, caps, reservations, demand), which the spreadsheet keeps as they are: changing them re-optimises nothing.</source>
        <translation>黄色のセルは数式が参照する入力です。変更すると、すべてのフロー、合計、現在価値、損益分岐月が追従します。灰色のセルは FleetCost の決定（サーバー、ラック、上限、予約、需要）を形作った値で、スプレッドシートはその決定をそのまま保持します。変更しても再最適化はされません。</translation>
    </message>
    <message>
        <source>Defined name (use it in formulas)</source>
        <translation>定義名（数式で使用）</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>%1 換算</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>使用先</translation>
    </message>
    <message>
        <source>FleetCost's default (MODEL.md §0); not stated in the workbook</source>
        <translation>FleetCost の既定値（MODEL.md §0）。ワークブックには記載なし</translation>
    </message>
    <message>
        <source>the view this spreadsheet was made in</source>
        <translation>このスプレッドシートを作成したときの表示</translation>
    </message>
    <message>
        <source>Break-even — %1</source>
        <translation>損益分岐 — %1</translation>
    </message>
    <message>
        <source>Each row is renting's total minus owning's at each date; a difference within rounding noise (1e-6, or 1e-9 of the larger total) counts as 0. The Summary's IRR of owning reads these rows; its break-even months read the plans' cumulative rows.</source>
        <translation>各行は各日付のレンタルの合計から保有の合計を引いた値です。丸め誤差の範囲（1e-6、または大きい方の合計の 1e-9）の差は 0 とします。サマリーの保有の IRR はこれらの行を、損益分岐月は各プランの累計行を参照します。</translation>
    </message>
    <message>
        <source>%1 minus %2</source>
        <translation>%1 − %2</translation>
    </message>
    <message>
        <source>no scenario has a plan to export</source>
        <translation>エクスポートできるプランを持つシナリオがありません</translation>
    </message>
    <message>
        <source>the spreadsheet would have about %1 cells, more than the %2 a spreadsheet can recalculate in reasonable time: export fewer scenarios (--scenario NAME), or use fewer plans, GPU models or months</source>
        <translation>スプレッドシートは約 %1 セルになり、スプレッドシートが妥当な時間で再計算できる %2 を超えます。エクスポートするシナリオを減らす（--scenario NAME）か、プラン、GPU モデル、月数を減らしてください</translation>
    </message>
    <message>
        <source>cannot list the decisions of scenario "%1"</source>
        <translation>シナリオ「%1」の決定を一覧にできません</translation>
    </message>
    <message>
        <source>not exported: the scenario has no plan</source>
        <translation>エクスポートしていません：シナリオにプランがありません</translation>
    </message>
    <message>
        <source>not exported: the scenario has problems</source>
        <translation>エクスポートしていません：シナリオに問題があります</translation>
    </message>
    <message>
        <source>Monthly inputs</source>
        <translation>月次入力</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>損益分岐</translation>
    </message>
    <message>
        <source>Plans' financing</source>
        <translation>プランのファイナンス</translation>
    </message>
    <message>
        <source>formulas</source>
        <translation>数式</translation>
    </message>
    <message>
        <source>FleetCost's decisions only (not re-optimised here)</source>
        <translation>FleetCost の決定のみ（ここでは再最適化しない）</translation>
    </message>
    <message>
        <source>formulas, and FleetCost's decisions (not re-optimised here)</source>
        <translation>数式と FleetCost の決定（ここでは再最適化しない）</translation>
    </message>
    <message>
        <source>not used by any plan</source>
        <translation>どのプランでも使用しない</translation>
    </message>
    <message>
        <source>Exchange rates (units per US dollar)</source>
        <translation>為替レート（1 米ドルあたりの単位）</translation>
    </message>
    <message>
        <source>%1 per USD</source>
        <translation>1 USD あたり %1</translation>
    </message>
    <message>
        <source>Ownership policy</source>
        <translation>保有方針</translation>
    </message>
    <message>
        <source>Regions and tax</source>
        <translation>地域と税</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU モデル</translation>
    </message>
    <message>
        <source>Server models</source>
        <translation>サーバーモデル</translation>
    </message>
    <message>
        <source>Colocation sites</source>
        <translation>コロケーションサイト</translation>
    </message>
    <message>
        <source>Cooling options</source>
        <translation>冷却オプション</translation>
    </message>
    <message>
        <source>%1 (chosen)</source>
        <translation>%1（選択中）</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>レンタルオファー</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <source>Server price — %1</source>
        <translation>サーバー価格 — %1</translation>
    </message>
    <message>
        <source>per server</source>
        <translation>サーバー 1 台あたり</translation>
    </message>
    <message>
        <source>Cost of a server bought (install and network included) — %1</source>
        <translation>購入サーバー 1 台のコスト（設置・ネットワーク込み） — %1</translation>
    </message>
    <message>
        <source>On-demand price — %1</source>
        <translation>オンデマンド価格 — %1</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>GPU 時間あたり</translation>
    </message>
    <message>
        <source>Reserved price — %1 (a term pays its first month's price)</source>
        <translation>予約価格 — %1（各期間は初月の価格を支払う）</translation>
    </message>
    <message>
        <source>per GPU-month</source>
        <translation>GPU・月あたり</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>月あたり</translation>
    </message>
    <message>
        <source>Colocation price index — %1</source>
        <translation>コロケーション価格指数 — %1</translation>
    </message>
    <message>
        <source>× base price</source>
        <translation>× 基準価格</translation>
    </message>
    <message>
        <source>Energy price index — %1</source>
        <translation>電力価格指数 — %1</translation>
    </message>
    <message>
        <source>Space per rack — %1</source>
        <translation>ラックあたりスペース — %1</translation>
    </message>
    <message>
        <source>per rack-month</source>
        <translation>ラック・月あたり</translation>
    </message>
    <message>
        <source>Per-kW fee — %1</source>
        <translation>kW 料金 — %1</translation>
    </message>
    <message>
        <source>per kW-month</source>
        <translation>kW・月あたり</translation>
    </message>
    <message>
        <source>Energy — %1</source>
        <translation>電力量単価 — %1</translation>
    </message>
    <message>
        <source>per kWh</source>
        <translation>kWh あたり</translation>
    </message>
    <message>
        <source>Cooling per rack — %1</source>
        <translation>ラックあたり冷却 — %1</translation>
    </message>
    <message>
        <source>Cross-connects per rack — %1</source>
        <translation>ラックあたりクロスコネクト — %1</translation>
    </message>
    <message>
        <source>Transit — %1</source>
        <translation>トランジット — %1</translation>
    </message>
    <message>
        <source>Remote hands and staff — %1</source>
        <translation>リモートハンドと人員 — %1</translation>
    </message>
    <message>
        <source>share of the cost</source>
        <translation>取得価額に対する割合</translation>
    </message>
    <message>
        <source>Depreciation in a month of age a (a = date) — %1</source>
        <translation>経過月数 a の月の減価償却（a = 日付） — %1</translation>
    </message>
    <message>
        <source>The same in reverse order (date j holds age %1 − j)</source>
        <translation>同じ値の逆順（日付 j に経過月数 %1 − j）</translation>
    </message>
    <message>
        <source>Book value left after n months (n = date)</source>
        <translation>n か月後の残存簿価（n = 日付）</translation>
    </message>
    <message>
        <source>Book value left at the horizon of a purchase in the month</source>
        <translation>その月の購入分の期末時点の残存簿価</translation>
    </message>
    <message>
        <source>Monthly inputs — %1</source>
        <translation>月次入力 — %1</translation>
    </message>
    <message>
        <source>Every row is a formula of the Assumptions sheet (amounts in %1, prices changed once a year), except the grey demand rows: FleetCost's model of the workloads' hourly demand, kept as constants.</source>
        <translation>各行は「前提条件」シートの数式です（金額は %1、価格は年 1 回変動）。ただし灰色の需要行は FleetCost によるワークロードの時間別需要のモデルで、定数として保持しています。</translation>
    </message>
    <message>
        <source>Discount factor, 1 / (1 + discount_rate_annual)^(t / 12)</source>
        <translation>割引係数、1 / (1 + discount_rate_annual)^(t / 12)</translation>
    </message>
    <message>
        <source>Resale value of a server of age a months (a = date)</source>
        <translation>経過月数 a のサーバーの再販価値（a = 日付）</translation>
    </message>
    <message>
        <source>share of its price</source>
        <translation>価格に対する割合</translation>
    </message>
    <message>
        <source>Resale value at the horizon of a server bought in the month</source>
        <translation>その月に購入したサーバーの期末時点の再販価値</translation>
    </message>
    <message>
        <source>Demand in GPU-hours (FleetCost's model of the hourly profiles; constants)</source>
        <translation>GPU 時間の需要（FleetCost による時間別プロファイルのモデル、定数）</translation>
    </message>
    <message>
        <source>GPU-hours demanded — %1</source>
        <translation>GPU 時間の需要 — %1</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 時間</translation>
    </message>
    <message>
        <source>Servers (hardware_annual_price_change once a year)</source>
        <translation>サーバー（hardware_annual_price_change を年 1 回）</translation>
    </message>
    <message>
        <source>Colocation sites (colo_annual_change and energy_annual_change once a year)</source>
        <translation>コロケーションサイト（colo_annual_change と energy_annual_change を年 1 回）</translation>
    </message>
    <message>
        <source>Tax depreciation of a purchase of 1, by the region of a site</source>
        <translation>取得価額 1 の税務上の減価償却（サイトの地域別）</translation>
    </message>
    <message>
        <source>Decisions chosen by FleetCost; not re-optimised by the spreadsheet</source>
        <translation>FleetCost が選んだ決定（スプレッドシートでは再最適化しない）</translation>
    </message>
    <message>
        <source>Servers sized to the hourly demand with headroom and spares, sold at refresh age, nothing before the lead time; hybrid caps chosen to minimise each GPU model's present value.</source>
        <translation>サーバーはヘッドルームと予備を含めて時間別需要に合わせ、更新時期に売却し、リードタイムの前は保有しません。ハイブリッドの上限は GPU モデルごとの現在価値が最小になるよう選んでいます。</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>台</translation>
    </message>
    <message>
        <source>Hybrid cap: servers owned at most (spares come on top)</source>
        <translation>ハイブリッドの上限：保有サーバーの最大台数（予備は別）</translation>
    </message>
    <message>
        <source>Servers owned (after the month's sales and purchases)</source>
        <translation>保有サーバー（その月の売却・購入後）</translation>
    </message>
    <message>
        <source>Servers bought (empty: none)</source>
        <translation>購入サーバー（空欄：なし）</translation>
    </message>
    <message numerus="yes">
        <source>Servers sold at refresh age, %n month(s) after their purchase (empty: none)</source>
        <translation>
            <numerusform>更新時期に売却したサーバー、購入から %n か月後（空欄：なし）</numerusform>
        </translation>
    </message>
    <message>
        <source>Servers of the month's purchase still owned at the horizon (empty: none)</source>
        <translation>その月の購入分のうち期末時点で保有中のサーバー（空欄：なし）</translation>
    </message>
    <message>
        <source>GPU-hours served by the owned GPUs</source>
        <translation>保有 GPU が処理した GPU 時間</translation>
    </message>
    <message>
        <source>GPU-hours above the owned capacity (rented on demand when the plan has an offer)</source>
        <translation>保有能力を超える GPU 時間（プランにオファーがあればオンデマンドでレンタル）</translation>
    </message>
    <message>
        <source>Racks at the site</source>
        <translation>サイトのラック</translation>
    </message>
    <message>
        <source>Racks (each GPU model's racks, added up)</source>
        <translation>ラック（GPU モデルごとのラックの合計）</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>ラック</translation>
    </message>
    <message>
        <source>Computed from the inputs</source>
        <translation>入力から計算</translation>
    </message>
    <message>
        <source>A month's running costs are paid at its end: the category rows below add month m's cells at date m + 1.</source>
        <translation>各月の運用コストは月末に支払います。下のカテゴリ行は月 m のセルを日付 m + 1 に加算します。</translation>
    </message>
    <message>
        <source>Servers bought × cost of a server bought (dated in the month)</source>
        <translation>購入サーバー × 購入サーバー 1 台のコスト（その月に計上）</translation>
    </message>
    <message>
        <source>Cost of the servers bought, all GPU models</source>
        <translation>購入サーバーのコスト（全 GPU モデル）</translation>
    </message>
    <message>
        <source>Value of the servers owned at their purchase prices (for maintenance)</source>
        <translation>保有サーバーの価値（購入価格ベース、保守費用の計算用）</translation>
    </message>
    <message>
        <source>Resale at refresh age (dated in the month) and value at the horizon (date %1), credits</source>
        <translation>更新時期の再販（その月に計上）と期末時点の価値（日付 %1）、入金</translation>
    </message>
    <message>
        <source>IT energy: 730 h × owned × idle kW + (max − idle kW) / GPUs per server × GPU-hours served</source>
        <translation>IT 電力量：730 時間 × 保有台数 × アイドル kW + (最大 − アイドル kW) / サーバーあたり GPU 数 × 処理した GPU 時間</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>Energy: IT energy × PUE × energy price</source>
        <translation>電力：IT 電力量 × PUE × 電力量単価</translation>
    </message>
    <message>
        <source>Per-kW fee on the servers' rated kW (when power_fee_basis is "used")</source>
        <translation>サーバーの定格 kW に対する kW 料金（power_fee_basis が "used" の場合）</translation>
    </message>
    <message>
        <source>Rental above the owned capacity: GPU-hours above × on-demand price</source>
        <translation>保有能力を超えるレンタル：超過 GPU 時間 × オンデマンド価格</translation>
    </message>
    <message>
        <source>no rental offer</source>
        <translation>レンタルオファーなし</translation>
    </message>
    <message>
        <source>The site, on the racks of every GPU model</source>
        <translation>サイト（全 GPU モデルのラックに対して）</translation>
    </message>
    <message>
        <source>New racks (above the most racks of any earlier month)</source>
        <translation>新規ラック（それ以前の月の最大ラック数を超える分）</translation>
    </message>
    <message>
        <source>Owns a server (1) or not (0)</source>
        <translation>サーバーを保有（1）または非保有（0）</translation>
    </message>
    <message>
        <source>Rack set-up fees (dated in the month)</source>
        <translation>ラック設置費（その月に計上）</translation>
    </message>
    <message>
        <source>Cooling capex of new racks (dated in the month)</source>
        <translation>新規ラックの冷却設備投資（その月に計上）</translation>
    </message>
    <message>
        <source>Space: racks × space per rack</source>
        <translation>スペース：ラック数 × ラックあたりスペース</translation>
    </message>
    <message>
        <source>Per-kW fee on the racks' allocated kW (when power_fee_basis is not "used")</source>
        <translation>ラックの割当 kW に対する kW 料金（power_fee_basis が "used" 以外の場合）</translation>
    </message>
    <message>
        <source>Cooling: racks × cooling per rack</source>
        <translation>冷却：ラック数 × ラックあたり冷却</translation>
    </message>
    <message>
        <source>Network: racks × cross-connects per rack, and transit while owning</source>
        <translation>ネットワーク：ラック数 × ラックあたりクロスコネクト、保有中のトランジット</translation>
    </message>
    <message>
        <source>Remote hands and staff while owning</source>
        <translation>保有中のリモートハンドと人員</translation>
    </message>
    <message>
        <source>site: %1</source>
        <translation>サイト：%1</translation>
    </message>
    <message>
        <source>rents in: %1</source>
        <translation>レンタル地域：%1</translation>
    </message>
    <message>
        <source>financing: lease</source>
        <translation>ファイナンス：リース</translation>
    </message>
    <message>
        <source>Tax workings (used when after_tax is TRUE)</source>
        <translation>税務計算（after_tax が TRUE のときに使用）</translation>
    </message>
    <message>
        <source>Deductions of the purchases at the site's region's rule: depreciation while owned, book value minus proceeds at a sale or at the horizon.</source>
        <translation>サイトの地域の規則による購入分の控除：保有中の減価償却、売却時または期末時点の簿価から売却額を引いた額。</translation>
    </message>
    <message>
        <source>Depreciation of the purchases still owned (dated at the month's end)</source>
        <translation>保有中の購入分の減価償却（月末に計上）</translation>
    </message>
    <message>
        <source>Book value minus proceeds at refresh sales and at the horizon</source>
        <translation>更新時の売却と期末時点の簿価から売却額を引いた額</translation>
    </message>
    <message>
        <source>Hardware deductions (the whole cost at once when the method is immediate)</source>
        <translation>ハードウェアの控除（償却方法が immediate の場合は全額を一度に）</translation>
    </message>
    <message>
        <source>Grey rows are FleetCost's decisions, kept as constants; every other number is a formula of the Assumptions sheet's inputs (through the Monthly inputs sheet) and of those decisions.</source>
        <translation>灰色の行は FleetCost の決定で、定数として保持しています。その他の数値はすべて「前提条件」シートの入力（「月次入力」シート経由）とそれらの決定から計算する数式です。</translation>
    </message>
    <message>
        <source>Cash flows by category</source>
        <translation>カテゴリ別キャッシュフロー</translation>
    </message>
    <message>
        <source>Dated in months from the start: purchases, set-up and sales in their month, a month's running costs at its end, the value still owned at the horizon. Costs are positive, credits negative.</source>
        <translation>開始からの月数で日付を付けています：購入・設置・売却はその月、各月の運用コストは月末、期末時点で保有中の価値は期末。費用は正、入金は負。</translation>
    </message>
    <message>
        <source>%1 (leased: see Lease)</source>
        <translation>%1（リース：「リース」を参照）</translation>
    </message>
    <message>
        <source>%1 (0 unless after_tax is TRUE; savings negative)</source>
        <translation>%1（after_tax が TRUE の場合のみ、節税額は負）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>現在価値</translation>
    </message>
    <message>
        <source>Cumulative present value</source>
        <translation>累計現在価値</translation>
    </message>
    <message>
        <source>date 0 of the total, plus NPV of dates 1..%1 at the monthly rate (1 + discount_rate_annual)^(1/12) − 1</source>
        <translation>合計の日付 0 に、日付 1..%1 を月利 (1 + discount_rate_annual)^(1/12) − 1 で割り引いた NPV を加えた値</translation>
    </message>
    <message>
        <source>the sum of the total row</source>
        <translation>合計行の合計</translation>
    </message>
    <message>
        <source>nominal cost / GPU-hours demanded (Monthly inputs)</source>
        <translation>名目コスト / GPU 時間の需要（月次入力）</translation>
    </message>
    <message>
        <source>metered site energy × the site region's grid intensity, and rented GPU-hours × the offer's kWh per GPU-hour × its region's intensity</source>
        <translation>サイトの計量電力量 × サイトの地域の排出係数、およびレンタルした GPU 時間 × オファーの GPU 時間あたり kWh × その地域の排出係数</translation>
    </message>
    <message>
        <source>Renting on demand rents every GPU-hour demanded (the grey demand rows of the Monthly inputs sheet); it has no decisions.</source>
        <translation>オンデマンドレンタルは需要のすべての GPU 時間をレンタルします（「月次入力」シートの灰色の需要行）。決定はありません。</translation>
    </message>
    <message>
        <source>Rental on demand (paid at the month's end): GPU-hours demanded × on-demand price</source>
        <translation>オンデマンドレンタル（月末に支払い）：GPU 時間の需要 × オンデマンド価格</translation>
    </message>
    <message>
        <source>Each term's reservation was chosen to minimise the term's present value; the GPU-hours above it come from the hourly demand.</source>
        <translation>各期間の予約は期間の現在価値が最小になるよう選んでいます。予約を超える GPU 時間は時間別需要から求めています。</translation>
    </message>
    <message>
        <source>GPUs reserved (each term's commitment)</source>
        <translation>予約 GPU 数（各期間の契約）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU-hours above the reservation (rented on demand)</source>
        <translation>予約を超える GPU 時間（オンデマンドでレンタル）</translation>
    </message>
    <message>
        <source>Reserved rental (paid at the month's end): GPUs reserved × the price of the term's first month</source>
        <translation>予約レンタル（月末に支払い）：予約 GPU 数 × 期間初月の価格</translation>
    </message>
    <message>
        <source>On-demand rental above the reservation (paid at the month's end)</source>
        <translation>予約を超えるオンデマンドレンタル（月末に支払い）</translation>
    </message>
    <message>
        <source>Date (months from the start)</source>
        <translation>日付（開始からの月数）</translation>
    </message>
    <message>
        <source>Year of the date (prices change once a year)</source>
        <translation>日付の年（価格は年 1 回変動）</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>シート</translation>
    </message>
    <message>
        <source>Present value if owning</source>
        <translation>保有の場合の現在価値</translation>
    </message>
    <message>
        <source>Present value if renting</source>
        <translation>レンタルの場合の現在価値</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Every figure in this file is a formula of the inputs on each scenario's Assumptions sheet (yellow cells): change one and every flow, total, present value, break-even month and IRR follows. Grey rows are FleetCost's decisions (servers, racks, hybrid caps, reservations) and demand, chosen by FleetCost and not re-optimised by the spreadsheet.</source>
        <translation>このファイルのすべての数値は、各シナリオの「前提条件」シートの入力（黄色のセル）から計算する数式です。いずれかを変更すると、すべてのフロー、合計、現在価値、損益分岐月、IRR が追従します。灰色の行は FleetCost の決定（サーバー、ラック、ハイブリッドの上限、予約）と需要で、FleetCost が選んだものであり、スプレッドシートでは再最適化しません。</translation>
    </message>
    <message>
        <source>Scenarios compared</source>
        <translation>シナリオの比較</translation>
    </message>
    <message>
        <source>Horizon, months</source>
        <translation>期間（月）</translation>
    </message>
    <message>
        <source>After tax</source>
        <translation>税引後</translation>
    </message>
    <message>
        <source>Cheapest plan</source>
        <translation>最も安いプラン</translation>
    </message>
    <message>
        <source>Its present value</source>
        <translation>その現在価値</translation>
    </message>
    <message>
        <source>Cheapest owning plan</source>
        <translation>最も安い保有プラン</translation>
    </message>
    <message>
        <source>Cheapest renting plan</source>
        <translation>最も安いレンタルプラン</translation>
    </message>
    <message>
        <source>Owning minus renting (present value)</source>
        <translation>保有 − レンタル（現在価値）</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>シナリオ：%1</translation>
    </message>
    <message>
        <source>inputs on "%1", monthly inputs on "%2"</source>
        <translation>入力は「%1」、月次入力は「%2」</translation>
    </message>
    <message>
        <source>IRR search starts at (monthly): FleetCost's root when exported</source>
        <translation>IRR 探索の開始値（月次）：エクスポート時の FleetCost の解</translation>
    </message>
    <message>
        <source>CO2 of the rented GPU-hours (sum column): GPU-hours × the offer's kWh per GPU-hour × its region's grid intensity</source>
        <translation>レンタルした GPU 時間の CO2（合計列）：GPU 時間 × オファーの GPU 時間あたり kWh × その地域の排出係数</translation>
    </message>
    <message>
        <source>kg</source>
        <translation>kg</translation>
    </message>
    <message>
        <source>An inference workload sized in tokens that names its model is served by the first API offer for that model in the plan's region (and API provider); the other workloads' GPU-hours are rented on demand.</source>
        <translation>トークンで規模を示し、モデルを指定した推論ワークロードは、プランの地域（と API プロバイダー）でそのモデルを扱う最初の API オファーが提供します。その他のワークロードの GPU 時間はオンデマンドでレンタルします。</translation>
    </message>
    <message>
        <source>The API offer that serves each workload (the first for its model in the plan's region)</source>
        <translation>各ワークロードを提供する API オファー（プランの地域でそのモデルを扱う最初のもの）</translation>
    </message>
    <message>
        <source>GPU-hours rented on demand (the workloads no API offer serves)</source>
        <translation>オンデマンドでレンタルする GPU 時間（API オファーが提供しないワークロード）</translation>
    </message>
    <message>
        <source>   %1 (the API serves all its workloads)</source>
        <translation>   %1（API がすべてのワークロードを提供）</translation>
    </message>
    <message>
        <source>Tokens are paid per token: a month's tokens (Monthly inputs) at the month's blended price, paid at its end.</source>
        <translation>トークンはトークン単位で支払います：各月のトークン数（月次入力）にその月の加重平均価格を掛け、月末に支払います。</translation>
    </message>
    <message>
        <source>per million tokens</source>
        <translation>100万トークンあたり</translation>
    </message>
    <message>
        <source>Blended price: input share × ((1 − cached share) × input price + cached share × cached-input price) + (1 − input share) × output price</source>
        <translation>加重平均価格：入力の割合 × ((1 − キャッシュの割合) × 入力価格 + キャッシュの割合 × キャッシュ入力価格) + (1 − 入力の割合) × 出力価格</translation>
    </message>
    <message>
        <source>API fees (paid at the month's end): millions of tokens × blended price</source>
        <translation>API 料金（月末に支払い）：トークン数（100万単位）× 加重平均価格</translation>
    </message>
    <message>
        <source>Rental on demand (paid at the month's end): GPU-hours rented × on-demand price</source>
        <translation>オンデマンドレンタル（月末に支払い）：レンタルする GPU 時間 × オンデマンド価格</translation>
    </message>
    <message>
        <source>%1 › price path</source>
        <translation>%1 › 価格パス</translation>
    </message>
    <message>
        <source>%1 › price path, point %2</source>
        <translation>%1 › 価格パス、点 %2</translation>
    </message>
    <message>
        <source>Hosted API offers</source>
        <translation>ホスト型APIオファー</translation>
    </message>
    <message>
        <source>Tokens of the workloads a hosted API serves (FleetCost's model of the demand; constants)</source>
        <translation>ホスト型 API が提供するワークロードのトークン数（FleetCost による需要のモデル、定数）</translation>
    </message>
    <message>
        <source>Tokens — %1</source>
        <translation>トークン数 — %1</translation>
    </message>
    <message>
        <source>million tokens</source>
        <translation>100万トークン</translation>
    </message>
    <message>
        <source>Rental offers (each offer's annual_price_change once a year, or its price path)</source>
        <translation>レンタルオファー（各オファーの annual_price_change を年 1 回、または価格パス）</translation>
    </message>
    <message>
        <source>Hosted API offers (prices per million tokens; each offer's annual_price_change once a year)</source>
        <translation>ホスト型APIオファー（100万トークンあたりの価格、各オファーの annual_price_change を年 1 回）</translation>
    </message>
    <message>
        <source>API provider: %1</source>
        <translation>APIプロバイダー：%1</translation>
    </message>
    <message>
        <source>%1 (the sum of its stretches below)</source>
        <translation>%1（下の各区間の合計）</translation>
    </message>
    <message>
        <source>   from point %1 on (its price held)</source>
        <translation>   点 %1 以降（その価格を維持）</translation>
    </message>
    <message>
        <source>   from month 0 (the offer's price) to point %1</source>
        <translation>   0 か月目（オファーの価格）から点 %1 まで</translation>
    </message>
    <message>
        <source>   from point %1 to point %2</source>
        <translation>   点 %1 から点 %2 まで</translation>
    </message>
    <message>
        <source>On-demand price along the price path — %1</source>
        <translation>価格パスに沿ったオンデマンド価格 — %1</translation>
    </message>
    <message>
        <source>Reserved price along the price path — %1 (a term pays its first month's price)</source>
        <translation>価格パスに沿った予約価格 — %1（各期間は初月の価格を支払う）</translation>
    </message>
    <message>
        <source>API input price — %1</source>
        <translation>API 入力価格 — %1</translation>
    </message>
    <message>
        <source>API cached-input price — %1</source>
        <translation>API キャッシュ入力価格 — %1</translation>
    </message>
    <message>
        <source>API cached-input price — %1 (the input price: the offer states no other)</source>
        <translation>API キャッシュ入力価格 — %1（入力価格：オファーに別の価格なし）</translation>
    </message>
    <message>
        <source>API output price — %1</source>
        <translation>API 出力価格 — %1</translation>
    </message>
    <message>
        <source>FleetCost accepts a number of 0 or more here.</source>
        <translation>FleetCost がここで受け付けるのは 0 以上の数値です。</translation>
    </message>
    <message>
        <source>FleetCost accepts a number above 0 here.</source>
        <translation>FleetCost がここで受け付けるのは 0 より大きい数値です。</translation>
    </message>
    <message>
        <source>FleetCost accepts a rate above -100% here.</source>
        <translation>FleetCost がここで受け付けるのは -100% より大きい率です。</translation>
    </message>
    <message>
        <source>FleetCost accepts a share from 0% to 100% here.</source>
        <translation>FleetCost がここで受け付けるのは 0% から 100% の割合です。</translation>
    </message>
    <message>
        <source>FleetCost accepts a PUE from 1.0 to 3.0 here.</source>
        <translation>FleetCost がここで受け付けるのは 1.0 から 3.0 の PUE です。</translation>
    </message>
    <message>
        <source>FleetCost accepts a headroom from 0% to 1000% here.</source>
        <translation>FleetCost がここで受け付けるのは 0% から 1000% のヘッドルームです。</translation>
    </message>
    <message>
        <source>FleetCost accepts a whole number of months from 1 to 600 here.</source>
        <translation>FleetCost がここで受け付けるのは 1 から 600 の整数の月数です。</translation>
    </message>
    <message>
        <source>FleetCost accepts a whole number of 0 or more here.</source>
        <translation>FleetCost がここで受け付けるのは 0 以上の整数です。</translation>
    </message>
    <message>
        <source>FleetCost accepts a whole number of 1 or more here.</source>
        <translation>FleetCost がここで受け付けるのは 1 以上の整数です。</translation>
    </message>
    <message>
        <source>FleetCost refuses this value</source>
        <translation>FleetCost はこの値を受け付けません</translation>
    </message>
    <message>
        <source>FleetCost accepts only %1 here.</source>
        <translation>FleetCost がここで受け付けるのは %1 のみです。</translation>
    </message>
    <message>
        <source>FleetCost accepts only TRUE or FALSE here.</source>
        <translation>FleetCost がここで受け付けるのは TRUE か FALSE のみです。</translation>
    </message>
    <message>
        <source>Decisions and the inputs they rest on</source>
        <translation>判断とその前提となる入力</translation>
    </message>
    <message>
        <source>Changing these inputs changes no formula above: FleetCost's decisions stay as they were. TRUE under "Inputs changed": an input differs from the value FleetCost decided with; TRUE under "Stale (proved)": a check proves the decision wrong for the current inputs (run FleetCost again).</source>
        <translation>これらの入力を変えても上の数式は変わりません。FleetCost の判断はそのままです。「入力の変更」が TRUE: FleetCost が判断に使った値と異なる入力があります。「陳腐化(証明済み)」が TRUE: 現在の入力ではその判断が誤りであることを検査が示しています(FleetCost を再実行してください)。</translation>
    </message>
    <message>
        <source>Decision or workload</source>
        <translation>判断またはワークロード</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU モデル</translation>
    </message>
    <message>
        <source>Demand now / as decided</source>
        <translation>現在の需要 / 判断時の需要</translation>
    </message>
    <message>
        <source>Inputs changed</source>
        <translation>入力の変更</translation>
    </message>
    <message>
        <source>Stale (proved)</source>
        <translation>陳腐化(証明済み)</translation>
    </message>
    <message>
        <source>Rests on</source>
        <translation>前提となる入力</translation>
    </message>
    <message>
        <source>no cheap check</source>
        <translation>簡易検査なし</translation>
    </message>
    <message>
        <source>the demand of the GPU model's workloads (rows above)</source>
        <translation>この GPU モデルのワークロードの需要(上の行)</translation>
    </message>
    <message>
        <source>Servers owned (under the hybrid cap)</source>
        <translation>保有サーバー数(ハイブリッド上限以内)</translation>
    </message>
    <message>
        <source>Servers owned</source>
        <translation>保有サーバー数</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>ラック</translation>
    </message>
    <message>
        <source>Hybrid cap (also rests on every price and fee)</source>
        <translation>ハイブリッド上限(すべての価格と料金にも依存)</translation>
    </message>
    <message>
        <source>GPUs reserved in each term</source>
        <translation>各期間の予約 GPU 数</translation>
    </message>
    <message>
        <source>FleetCost's decisions</source>
        <translation>FleetCost の判断</translation>
    </message>
    <message>
        <source>stale: run FleetCost again</source>
        <translation>陳腐化: FleetCost を再実行してください</translation>
    </message>
    <message>
        <source>rests on changed inputs (see below)</source>
        <translation>変更された入力に依存(下記参照)</translation>
    </message>
    <message>
        <source>as FleetCost decided</source>
        <translation>FleetCost の判断どおり</translation>
    </message>
    <message>
        <source>Cost by workload</source>
        <translation>ワークロード別コスト</translation>
    </message>
    <message>
        <source>Each GPU model's nominal cost (its own flows, and its racks' share of the site's costs each month) shared by its workloads' GPU-hours; a workload a hosted API serves pays its own fees.</source>
        <translation>各 GPU モデルの名目コスト(自身のフローと、毎月のサイト費用のうちそのラックの割合)をワークロードの GPU 時間で按分。ホスト型 API が処理するワークロードは自身の料金を負担します。</translation>
    </message>
    <message>
        <source>The site's costs of the month (set-up, cooling, space, fees, network, operations)</source>
        <translation>その月のサイト費用(設置、冷却、スペース、料金、ネットワーク、運用)</translation>
    </message>
    <message>
        <source>Share of the racks: the GPU model's racks (servers owned / servers per rack, rounded up) / all racks</source>
        <translation>ラックの割合: この GPU モデルのラック数(保有サーバー数 / ラックあたりサーバー数、切り上げ)/ 全ラック数</translation>
    </message>
    <message>
        <source>Cost charged to each GPU model, nominal</source>
        <translation>各 GPU モデルに配分したコスト(名目)</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <source>GPU-hours over the horizon (FleetCost's demand)</source>
        <translation>期間全体の GPU 時間(FleetCost の需要)</translation>
    </message>
    <message>
        <source>Cost, %1</source>
        <translation>コスト、%1</translation>
    </message>
    <message>
        <source>Cost per million tokens, %1</source>
        <translation>100 万トークンあたりコスト、%1</translation>
    </message>
    <message>
        <source>hosted API</source>
        <translation>ホスト型 API</translation>
    </message>
    <message>
        <source>Maintenance and insurance (on the value owned) and licences (per GPU owned)</source>
        <translation>保守と保険（保有価値に対して）、ライセンス（保有 GPU あたり）</translation>
    </message>
    <message>
        <source>FleetCost accepts a month from 1 to 12 here.</source>
        <translation>ここには 1～12 の月を入力できます。</translation>
    </message>
    <message>
        <source>Part %1: %2 — workloads %3</source>
        <translation>部分 %1: %2 — ワークロード %3</translation>
    </message>
    <message>
        <source>The workloads sharing one supply, evaluated as a plan of their own: their demand, the part's decisions and flows. The portfolio's categories below add up the parts'.</source>
        <translation>同じ調達先を共有するワークロードを一つの計画として評価したもの：その需要、この部分の決定とキャッシュフロー。下のポートフォリオのカテゴリは各部分の行を合計します。</translation>
    </message>
    <message>
        <source>GPU-hours demanded by the part's workloads — %1</source>
        <translation>この部分のワークロードの GPU 時間の需要 — %1</translation>
    </message>
    <message>
        <source>Part %1: cash flows by category</source>
        <translation>部分 %1: カテゴリ別キャッシュフロー</translation>
    </message>
    <message>
        <source>Part %1: cost charged to its GPU models</source>
        <translation>部分 %1: 各 GPU モデルに配分したコスト</translation>
    </message>
    <message>
        <source>Each GPU model's nominal cost in the part (its own flows, and its racks' share of the site's costs each month), shared by the part's workloads below.</source>
        <translation>この部分における各 GPU モデルの名目コスト（自身のキャッシュフローと、毎月のサイト費用のうちラック分の負担）を、下のこの部分のワークロードで按分します。</translation>
    </message>
    <message>
        <source>The portfolio's flows: each category the sum of the parts' rows of that category at the same date.</source>
        <translation>ポートフォリオのキャッシュフロー：各カテゴリは、同じ日付の各部分の同じカテゴリの行の合計です。</translation>
    </message>
    <message>
        <source>Each workload is charged its part's allocation: the cost of its GPU model in its part (above) shared by the part's workloads' GPU-hours; a workload a hosted API serves pays its own fees.</source>
        <translation>各ワークロードには、その部分の配分が課されます：その部分における GPU モデルのコスト（上）を、この部分のワークロードの GPU 時間で按分します。ホスト型 API が処理するワークロードは自身の料金を負担します。</translation>
    </message>
    <message>
        <source>Kind of evidence</source>
        <translation>根拠の種類</translation>
    </message>
    <message>
        <source>Months before the prices' date</source>
        <translation>価格の基準日より前の月数</translation>
    </message>
    <message>
        <source>Stale</source>
        <translation>古い価格</translation>
    </message>
    <message>
        <source>Workbook (every scenario)</source>
        <translation>ワークブック(全シナリオ共通)</translation>
    </message>
    <message>
        <source>the Stale column</source>
        <translation>「古い価格」列</translation>
    </message>
    <message>
        <source>YYYY-MM or YYYY-MM-DD</source>
        <translation>YYYY-MM または YYYY-MM-DD</translation>
    </message>
    <message>
        <source>months</source>
        <translation>か月</translation>
    </message>
    <message>
        <source>GPU-hours bought</source>
        <translation>購入GPU時間</translation>
    </message>
    <message>
        <source>Interruptions lose work: the plan buys each workload's useful GPU-hours divided by its goodput (see Cost by workload). These rows replace the Monthly inputs sheet's demand on this sheet.</source>
        <translation>中断により作業が失われます：プランは各ワークロードの有効GPU時間をそのグッドプットで割った分を購入します（「ワークロード別コスト」を参照）。このシートでは、これらの行が「月次入力」シートの需要に代わります。</translation>
    </message>
    <message>
        <source>GPU-hours bought (useful ÷ goodput) — %1</source>
        <translation>購入GPU時間（有効 ÷ グッドプット） — %1</translation>
    </message>
    <message>
        <source>Goodput: useful GPU-hours (Monthly inputs) ÷ bought</source>
        <translation>グッドプット：有効GPU時間（月次入力） ÷ 購入</translation>
    </message>
    <message>
        <source>Cost per useful GPU-hour, %1</source>
        <translation>有効GPU時間あたりのコスト（%1）</translation>
    </message>
    <message>
        <source>nominal cost / GPU-hours bought (below); per useful GPU-hour under GPU-hours bought</source>
        <translation>名目コスト / 購入GPU時間（下記）。有効GPU時間あたりは「購入GPU時間」の下</translation>
    </message>
    <message>
        <source>Spot price — %1</source>
        <translation>スポット価格 — %1</translation>
    </message>
    <message>
        <source>From FleetCost's demand model; not re-optimised by the spreadsheet</source>
        <translation>FleetCost の需要モデルによる値（スプレッドシートでは再最適化しない）</translation>
    </message>
    <message>
        <source>The plan's spot share of the workloads that tolerate interruption, up to the offer's spot availability, with the work spot interruptions lose.</source>
        <translation>中断を許容するワークロードに対するプランのスポット比率（上限はオファーのスポット利用可能率）と、スポットの中断で失われる作業分です。</translation>
    </message>
    <message>
        <source>GPU-hours rented as spot</source>
        <translation>スポットでレンタルするGPU時間</translation>
    </message>
    <message>
        <source>Renting on demand rents every GPU-hour demanded (the grey demand rows), the spot hours at the spot price.</source>
        <translation>オンデマンドレンタルは需要のすべてのGPU時間をレンタルします（灰色の需要行）。スポット分の時間はスポット価格で支払います。</translation>
    </message>
    <message>
        <source>Rental (paid at the month's end): (GPU-hours demanded − spot) × on-demand price + spot GPU-hours × spot price</source>
        <translation>レンタル（月末に支払い）：（GPU時間の需要 − スポット） × オンデマンド価格 + スポットGPU時間 × スポット価格</translation>
    </message>
    <message>
        <source>GPU-hours bought over the horizon (FleetCost's demand ÷ goodput)</source>
        <translation>期間全体の購入GPU時間（FleetCost の需要 ÷ グッドプット）</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>グッドプット</translation>
    </message>
    <message>
        <source>Weight: its rental at its own on-demand and spot prices</source>
        <translation>重み：各ワークロード自身のオンデマンド価格とスポット価格で計算したレンタル料</translation>
    </message>
    <message>
        <source>Plans' spot shares</source>
        <translation>プランのスポット比率</translation>
    </message>
    <message>
        <source>GPU-hours bought by month — %1</source>
        <translation>月別の購入GPU時間 — %1</translation>
    </message>
    <message>
        <source>Capacity block price — %1 (a block period pays its first month's price)</source>
        <translation>キャパシティブロック価格 — %1（ブロック期間は最初の月の価格を支払う）</translation>
    </message>
    <message>
        <source>Committed price — %1 (a term pays its first month's price)</source>
        <translation>コミット価格 — %1（期間は最初の月の価格を支払う）</translation>
    </message>
    <message>
        <source>Each term's reservation, capacity blocks and commitment were chosen to minimise the term's present value; the GPU-hours above them come from the hourly demand.</source>
        <translation>各期間の予約・キャパシティブロック・コミットメントは期間の現在価値が最小になるよう選ばれています。それを超える GPU 時間は時間別需要から求めています。</translation>
    </message>
    <message>
        <source>GPUs in capacity blocks (held for each block period)</source>
        <translation>キャパシティブロックの GPU 数（ブロック期間ごとに維持）</translation>
    </message>
    <message>
        <source>Committed term (1) or not (0)</source>
        <translation>コミットした期間（1）か否か（0）</translation>
    </message>
    <message>
        <source>GPU-hours above the reservation and blocks</source>
        <translation>予約とブロックを超える GPU 時間</translation>
    </message>
    <message>
        <source>Capacity blocks (paid at the month's end): GPUs in blocks × 730 h × the block price of the period's first month</source>
        <translation>キャパシティブロック（月末払い）: ブロックの GPU 数 × 730 時間 × 期間最初の月のブロック価格</translation>
    </message>
    <message>
        <source>Committed rental (paid at the month's end): in a committed term, the GPU-hours above the reservation and blocks, at least the committed GPU-hours, × the price of the term's first month</source>
        <translation>コミット分の賃料（月末払い）: コミットした期間では、予約とブロックを超える GPU 時間（最低でもコミット GPU 時間）× 期間最初の月の価格</translation>
    </message>
    <message>
        <source>On-demand rental above the reservation and blocks, in terms not committed (paid at the month's end)</source>
        <translation>予約とブロックを超えるオンデマンド賃料（コミットしていない期間、月末払い）</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::CompareDialog</name>
    <message>
        <source>Compare scenarios</source>
        <translation>シナリオの比較</translation>
    </message>
    <message>
        <source>Present values</source>
        <translation>現在価値</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scenarios to compare&lt;/b&gt;</source>
        <translation>&lt;b&gt;比較するシナリオ&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Differences from the first scenario are highlighted.</source>
        <translation>最初のシナリオとの差異を強調表示しています。</translation>
    </message>
    <message>
        <source>Cumulative cost of plan:</source>
        <translation>累積コストを表示するプラン：</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>has problems</source>
        <translation>問題あり</translation>
    </message>
    <message>
        <source>Cheapest plan</source>
        <translation>最も低コストなプラン</translation>
    </message>
    <message>
        <source>Its present value</source>
        <translation>その現在価値</translation>
    </message>
    <message>
        <source>Owning saves (present value)</source>
        <translation>保有による削減額（現在価値）</translation>
    </message>
    <message>
        <source>Break-even (months)</source>
        <translation>損益分岐点（か月）</translation>
    </message>
    <message>
        <source>never</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Cost per GPU-hour (cheapest)</source>
        <translation>GPU時間あたりのコスト（最安プラン）</translation>
    </message>
    <message>
        <source>CO2 of the cheapest plan (t)</source>
        <translation>最安プランの CO2（t）</translation>
    </message>
    <message>
        <source>PV: %1</source>
        <translation>現在価値：%1</translation>
    </message>
    <message>
        <source>no such plan</source>
        <translation>該当するプランなし</translation>
    </message>
    <message>
        <source>Tick at least one scenario without problems.</source>
        <translation>問題のないシナリオを 1 つ以上選択してください。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ExportActions</name>
    <message>
        <source>&amp;Report (PDF)…</source>
        <translation>レポート (PDF)(&amp;R)…</translation>
    </message>
    <message>
        <source>The scenario's report: summary, key figures, every chart, yearly cash flows, assumptions with sources</source>
        <translation>シナリオのレポート：サマリー、主要指標、全チャート、年次キャッシュフロー、出典付きの前提条件</translation>
    </message>
    <message>
        <source>&amp;Comparison report (PDF)…</source>
        <translation>比較レポート (PDF)(&amp;C)…</translation>
    </message>
    <message>
        <source>Every scenario of the workbook side by side</source>
        <translation>ワークブックの全シナリオを並べて比較</translation>
    </message>
    <message>
        <source>Monthly flows as &amp;CSV…</source>
        <translation>月次フローを CSV で出力(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Spreadsheet with live formulas (XLSX)…</source>
        <translation>数式入りスプレッドシート (XLSX)(&amp;S)…</translation>
    </message>
    <message>
        <source>This chart as S&amp;VG…</source>
        <translation>このチャートを SVG で保存(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>プレゼンテーション(&amp;P)</translation>
    </message>
    <message>
        <source>Show the charts full screen, one per slide (Esc to leave)</source>
        <translation>チャートを 1 スライドに 1 つずつ全画面表示します（Esc で終了）</translation>
    </message>
    <message>
        <source>PDF, A4 (*.pdf)</source>
        <translation>PDF、A4 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF, US Letter (*.pdf)</source>
        <translation>PDF、US レター (*.pdf)</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>レポートの保存</translation>
    </message>
    <message>
        <source>Save the comparison report</source>
        <translation>比較レポートの保存</translation>
    </message>
    <message>
        <source>Export monthly flows</source>
        <translation>月次フローのエクスポート</translation>
    </message>
    <message>
        <source>CSV, UTF-8 (*.csv)</source>
        <translation>CSV、UTF-8 (*.csv)</translation>
    </message>
    <message>
        <source>CSV for Excel, UTF-8 with byte-order mark (*.csv)</source>
        <translation>Excel 用 CSV、BOM 付き UTF-8 (*.csv)</translation>
    </message>
    <message>
        <source>Export a spreadsheet</source>
        <translation>スプレッドシートのエクスポート</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel ブック (*.xlsx)</translation>
    </message>
    <message>
        <source>Save the chart for slides</source>
        <translation>スライド用チャートの保存</translation>
    </message>
    <message>
        <source>PNG, 1920 × 1080 (*.png)</source>
        <translation>PNG、1920 × 1080 (*.png)</translation>
    </message>
    <message>
        <source>PNG, 3840 × 2160 (*.png)</source>
        <translation>PNG、3840 × 2160 (*.png)</translation>
    </message>
    <message>
        <source>Save the chart as vectors</source>
        <translation>チャートをベクター形式で保存</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 画像 (*.svg)</translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard (1920 × 1080)</source>
        <translation>「%1」をクリップボードにコピーしました（1920 × 1080）</translation>
    </message>
    <message>
        <source>FleetCost</source>
        <translation>FleetCost</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 を書き出しました</translation>
    </message>
    <message>
        <source>The scenario has problems; fix them before writing a report.</source>
        <translation>シナリオに問題があります。レポートを作成する前に解消してください。</translation>
    </message>
    <message>
        <source>Nothing to compare yet.</source>
        <translation>比較する対象がまだありません。</translation>
    </message>
    <message>
        <source>A comparison needs two or more scenarios.</source>
        <translation>比較には 2 つ以上のシナリオが必要です。</translation>
    </message>
    <message>
        <source>The scenario has problems; fix them before exporting.</source>
        <translation>シナリオに問題があります。エクスポートする前に解消してください。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>This chart has nothing to show for the chosen plan.</source>
        <translation>選択したプランについて、このチャートに表示する内容はありません。</translation>
    </message>
    <message>
        <source>This chart as P&amp;NG for slides…</source>
        <translation>このグラフをスライド用 PNG で保存(&amp;N)…</translation>
    </message>
    <message>
        <source>Copy c&amp;hart for slides</source>
        <translation>スライド用にグラフをコピー(&amp;H)</translation>
    </message>
    <message>
        <source>This risk chart has nothing to show yet.</source>
        <translation>このリスクのグラフにはまだ表示する内容がありません。</translation>
    </message>
    <message>
        <source>Every scenario, every flow a formula of the inputs: change an input cell and every total, NPV and break-even follows</source>
        <translation>すべてのシナリオ、すべてのフローを入力の数式で：入力セルを変更すると、すべての合計、NPV、損益分岐が追従します</translation>
    </message>
    <message>
        <source>Nothing to export yet.</source>
        <translation>まだエクスポートするものがありません。</translation>
    </message>
    <message>
        <source>The scenarios have problems; fix them before exporting.</source>
        <translation>シナリオに問題があります。エクスポートする前に修正してください。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::FigureEvidenceDialog</name>
    <message>
        <source>Evidence of %1</source>
        <translation>%1 の根拠</translation>
    </message>
    <message>
        <source>YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>YYYY、YYYY-MM または YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>記載なし</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>基準日</translation>
    </message>
    <message>
        <source>Kind of evidence</source>
        <translation>根拠の種類</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Not a date: write YYYY, YYYY-MM or YYYY-MM-DD (e.g. 2026-03).</source>
        <translation>日付ではありません。YYYY、YYYY-MM または YYYY-MM-DD で入力してください(例:2026-03)。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::FinderTableModel</name>
    <message>
        <source>(equal alternatives: %1)</source>
        <translation>（同額の代替案: %1）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>現在価値</translation>
    </message>
    <message>
        <source>Against #1</source>
        <translation>#1 との差</translation>
    </message>
    <message>
        <source>Against best own plan</source>
        <translation>自身の最良プランとの差</translation>
    </message>
    <message>
        <source>Peak FY capex</source>
        <translation>年度最大の設備投資</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>レンタル</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>Supply of each workload</source>
        <translation>各ワークロードの調達先</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::FinderView</name>
    <message>
        <source>Export chart</source>
        <translation>グラフを書き出す</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 画像 (*.png);;SVG 図 (*.svg)</translation>
    </message>
    <message>
        <source>Chart written to %1</source>
        <translation>グラフを %1 に書き出しました</translation>
    </message>
    <message>
        <source>Find plans</source>
        <translation>プランを探す</translation>
    </message>
    <message>
        <source>Gives each workload of &lt;b&gt;%1&lt;/b&gt; one supply (renting on demand or reserved, owning at a site, or a hosted API) and ranks every such assignment by its cost as a portfolio plan.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; の各ワークロードに調達先を一つずつ割り当て（オンデマンドまたはリザーブドのレンタル、サイトでの保有、ホスト型API）、すべての割り当てをポートフォリオプランとしてのコストで順位付けします。</translation>
    </message>
    <message>
        <source>&amp;Objective:</source>
        <translation>目的(&amp;O):</translation>
    </message>
    <message>
        <source>The 95th percentile over Monte Carlo trials of the 40 cheapest plans; takes longer</source>
        <translation>最も安い 40 プランについてのモンテカルロ試行の 95 パーセンタイル。時間がかかります</translation>
    </message>
    <message>
        <source>&amp;Top:</source>
        <translation>上位(&amp;T):</translation>
    </message>
    <message>
        <source>How many plans to rank</source>
        <translation>順位付けするプランの数</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>探す(&amp;F)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>&amp;Add as plan</source>
        <translation>プランとして追加(&amp;A)</translation>
    </message>
    <message>
        <source>Adds the selected plan to the scenario as a portfolio plan (undoable)</source>
        <translation>選択したプランをポートフォリオプランとしてシナリオに追加します（元に戻せます）</translation>
    </message>
    <message>
        <source>&amp;Export chart…</source>
        <translation>グラフを書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Present value against peak capex</source>
        <translation>現在価値と最大設備投資</translation>
    </message>
    <message>
        <source>Present value against P95</source>
        <translation>現在価値と P95</translation>
    </message>
    <message>
        <source>Press Find to search the scenario's plans</source>
        <translation>「探す」を押すとシナリオのプランを探索します</translation>
    </message>
    <message>
        <source>The scenario has problems: fix them before searching (first: %1).</source>
        <translation>シナリオに問題があります。探索の前に修正してください（最初の問題: %1）。</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>探索中…</translation>
    </message>
    <message>
        <source>Searching the plans of %1…</source>
        <translation>%1 のプランを探索中…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <source>Searching… %1 % of the assignments priced; the best so far is shown.</source>
        <translation>探索中… 割り当ての %1 % を評価済み。現時点の最良を表示しています。</translation>
    </message>
    <message>
        <source>The scenario cannot be searched</source>
        <translation>このシナリオは探索できません</translation>
    </message>
    <message>
        <source>No plan is feasible</source>
        <translation>実行可能なプランはありません</translation>
    </message>
    <message>
        <source>Took %1 ms.</source>
        <translation>所要時間 %1 ms。</translation>
    </message>
    <message>
        <source>Cancelled before any plan was ranked.</source>
        <translation>プランを順位付けする前にキャンセルされました。</translation>
    </message>
    <message>
        <source>No assignment is feasible.</source>
        <translation>実行可能な割り当てはありません。</translation>
    </message>
    <message>
        <source>The scenario has changed since the search: press Find again</source>
        <translation>探索後にシナリオが変更されました。もう一度「探す」を押してください</translation>
    </message>
    <message>
        <source>The workbook is read-only.</source>
        <translation>ワークブックは読み取り専用です。</translation>
    </message>
    <message>
        <source>The scenario has changed since the search: press Find again.</source>
        <translation>探索後にシナリオが変更されました。もう一度「探す」を押してください。</translation>
    </message>
    <message>
        <source>Found #%1</source>
        <translation>候補 #%1</translation>
    </message>
    <message>
        <source>Add plan %1</source>
        <translation>プラン %1 を追加</translation>
    </message>
    <message>
        <source>Added the plan "%1" to the scenario's plans (Edit › Undo removes it).</source>
        <translation>プラン「%1」をシナリオに追加しました（編集 › 元に戻す で削除できます）。</translation>
    </message>
    <message>
        <source>There is no chart to export.</source>
        <translation>書き出すグラフがありません。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::FormModel</name>
    <message>
        <source>Change %1</source>
        <translation>%1 の変更</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Reset %1 to the shipped value</source>
        <translation>%1 を既定値に戻す</translation>
    </message>
    <message>
        <source>Change the evidence of %1</source>
        <translation>%1 の根拠を変更</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::KpiCards</name>
    <message>
        <source>Cheapest plan</source>
        <translation>最も低コストなプラン</translation>
    </message>
    <message>
        <source>Owning against renting</source>
        <translation>保有とレンタルの比較</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>損益分岐点</translation>
    </message>
    <message>
        <source>Cost per GPU-hour</source>
        <translation>GPU時間あたりのコスト</translation>
    </message>
    <message>
        <source>CO2 emissions</source>
        <translation>CO2 排出量</translation>
    </message>
    <message>
        <source>Add plans to compare renting and owning.</source>
        <translation>レンタルと保有を比較するにはプランを追加してください。</translation>
    </message>
    <message>
        <source>Present value %1</source>
        <translation>現在価値 %1</translation>
    </message>
    <message>
        <source>Owning saves %1</source>
        <translation>保有で %1 削減</translation>
    </message>
    <message>
        <source>Renting saves %1</source>
        <translation>レンタルで %1 削減</translation>
    </message>
    <message>
        <source>Present value: %1 against %2</source>
        <translation>現在価値：%1 対 %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Add an owning and a renting plan to compare them.</source>
        <translation>比較するには保有プランとレンタルプランを追加してください。</translation>
    </message>
    <message>
        <source>Discounted: never</source>
        <translation>割引後：なし</translation>
    </message>
    <message>
        <source>; IRR %1 % a year</source>
        <translation>、IRR 年 %1%</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 owns no server: renting is cheaper at every cap.</source>
        <translation>%1 はサーバーを保有しません。どの上限でもレンタルのほうが割安です。</translation>
    </message>
    <message>
        <source>Needs an owning and a renting plan.</source>
        <translation>保有プランとレンタルプランが必要です。</translation>
    </message>
    <message>
        <source>%1; plans range %2 to %3</source>
        <translation>%1。全プランの範囲：%2～%3</translation>
    </message>
    <message>
        <source>No demand in the horizon.</source>
        <translation>分析期間内に需要がありません。</translation>
    </message>
    <message>
        <source>%1 t</source>
        <translation>%1 t</translation>
    </message>
    <message numerus="yes">
        <source>Discounted: after %n month(s)</source>
        <translation>
            <numerusform>割引後: %n か月後</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n month(s)</source>
        <translation>
            <numerusform>%n か月後</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, over %n month(s)</source>
        <translation>
            <numerusform>%1、%n か月間</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;⚠ %n warning(s):&lt;/b&gt; plans own or rent GPUs restricted in their region (hover for the note).</source>
        <translation>
            <numerusform>&lt;b&gt;⚠ 警告 %n 件：&lt;/b&gt;地域で規制対象となっている GPU を保有またはレンタルするプランがあります（カーソルを合わせると注記を表示）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Within %n month(s). %1</source>
        <translation>
            <numerusform>%n か月以内。%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;⚠ %n warning(s):&lt;/b&gt; hosted API plans rent GPUs for workloads whose model no API offer of their region serves.</source>
        <translation>
            <numerusform>&lt;b&gt;⚠ 警告 %n 件：&lt;/b&gt;ホスト型APIプランが、地域のどのAPIオファーもモデルを扱っていないワークロードのためにGPUをレンタルしています。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;⚠ Stale prices:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;⚠ 古い価格:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>; per useful GPU-hour %1 (goodput %2 %)</source>
        <translation>、有効GPU時間あたり %1（グッドプット %2 %）</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ListEditor</name>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Add a %1 (Insert)</source>
        <translation>%1 を追加（Insert）</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Duplicate the selected %1</source>
        <translation>選択した %1 を複製</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Delete the selected %1 (Delete)</source>
        <translation>選択した %1 を削除（Delete）</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上に移動</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下に移動</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ListTableModel</name>
    <message>
        <source>Change %1 of %2</source>
        <translation>%2 の %1 の変更</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 の追加</translation>
    </message>
    <message>
        <source>Duplicate %1 %2</source>
        <translation>%1「%2」の複製</translation>
    </message>
    <message>
        <source>Delete %1 %2</source>
        <translation>%1「%2」の削除</translation>
    </message>
    <message>
        <source>Move %1 %2</source>
        <translation>%1「%2」の移動</translation>
    </message>
    <message>
        <source>Reset %1 of %2 to the shipped value</source>
        <translation>%2 の %1 を既定値に戻す</translation>
    </message>
    <message>
        <source>Change the evidence of %1 of %2</source>
        <translation>%2 の %1 の根拠を変更</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::MainWindow</name>
    <message>
        <source>Workloads</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>サイト</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>レンタルオファー</translation>
    </message>
    <message>
        <source>Finance &amp;&amp; policy</source>
        <translation>財務 &amp;&amp; ポリシー</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Recalculated in %1 ms</source>
        <translation>%1 ms で再計算しました</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>New workbook from the shipped Tokyo, Osaka and Hong Kong presets</source>
        <translation>同梱の東京・大阪・香港のプリセットから新しいワークブックを作成</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Compare scenarios…</source>
        <translation>シナリオを比較(&amp;C)…</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>シナリオ(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Duplicate…</source>
        <translation>複製(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>名前の変更(&amp;R)…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>削除(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Open the &amp;example workbook</source>
        <translation>サンプルのワークブックを開く(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;About FleetCost</source>
        <translation>FleetCost について(&amp;A)</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation>（読み取り専用）</translation>
    </message>
    <message>
        <source>%1 — FleetCost</source>
        <translation>%1 — FleetCost</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>"%1" has unsaved changes. Save them?</source>
        <translation>「%1」には保存されていない変更があります。保存しますか？</translation>
    </message>
    <message>
        <source>Open workbook</source>
        <translation>ワークブックを開く</translation>
    </message>
    <message>
        <source>Cannot open the workbook</source>
        <translation>ワークブックを開けません</translation>
    </message>
    <message>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 を開けません：
%2</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>読み取り専用</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>保存されていません</translation>
    </message>
    <message>
        <source>The workbook could not be saved; the file on disk is unchanged.
%1</source>
        <translation>ワークブックを保存できませんでした。ディスク上のファイルは変更されていません。
%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Save workbook as</source>
        <translation>名前を付けてワークブックを保存</translation>
    </message>
    <message>
        <source>an untitled workbook</source>
        <translation>無題のワークブック</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>未保存の変更の復元</translation>
    </message>
    <message>
        <source>FleetCost did not close normally. Unsaved changes to %1 from %2 were kept. Recover them?</source>
        <translation>FleetCost は正常に終了しませんでした。%2 時点の %1 への未保存の変更が保持されています。復元しますか？</translation>
    </message>
    <message>
        <source>About FleetCost</source>
        <translation>FleetCost について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;FleetCost %1&lt;/h3&gt;&lt;p&gt;Rent GPU servers, or buy and colocate them? FleetCost compares renting on demand, reserving, colocating and the hybrid that owns a baseline and rents the bursts, in Tokyo, Osaka and Hong Kong.&lt;/p&gt;&lt;p&gt;Every shipped figure carries its source and date: hover over a value to see it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FleetCost %1&lt;/h3&gt;&lt;p&gt;GPU サーバーはレンタルすべきか、購入してコロケーションすべきか。FleetCost は、東京・大阪・香港を対象に、オンデマンドでのレンタル、リザーブド（予約）、コロケーション、およびベースラインを保有してバースト分をレンタルするハイブリッドを比較します。&lt;/p&gt;&lt;p&gt;同梱の数値にはすべて出典と日付が付いています。値にマウスポインターを合わせると表示されます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>環境設定(&amp;P)…</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>リスク</translation>
    </message>
    <message>
        <source>&amp;Find plans…</source>
        <translation>プランを探す(&amp;F)…</translation>
    </message>
    <message>
        <source>Search every mix of renting, owning and hosted APIs for the scenario's workloads</source>
        <translation>シナリオのワークロードについて、レンタル・保有・ホスト型APIのあらゆる組み合わせを探索します</translation>
    </message>
    <message>
        <source>Stale prices: %1</source>
        <translation>古い価格:%1</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::PortfolioSuppliesEditor</name>
    <message>
        <source>supply</source>
        <translation>調達</translation>
    </message>
    <message>
        <source>Each workload is served by its own supply: rented on demand or reserved in a rental region, owned at a site (colocate, hybrid), or a hosted API. What is owned at one site shares its racks and fees.</source>
        <translation>各ワークロードはそれぞれの調達で賄われます：レンタル地域でのオンデマンドまたはリザーブドのレンタル、サイトでの保有（コロケーション、ハイブリッド）、またはホスト型API。同じサイトで保有する分は、ラックと料金を共有します。</translation>
    </message>
    <message>
        <source>Add every workload</source>
        <translation>全ワークロードを追加</translation>
    </message>
    <message>
        <source>Add a supply, renting on demand, for each workload that has none</source>
        <translation>調達のない各ワークロードに、オンデマンドでレンタルする調達を追加</translation>
    </message>
    <message>
        <source>Supplies of plan %1</source>
        <translation>プラン %1 の調達</translation>
    </message>
    <message>
        <source>Add every workload to %1</source>
        <translation>%1 に全ワークロードを追加</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>システム（%1）</translation>
    </message>
    <message>
        <source>Japanese yen (JPY)</source>
        <translation>日本円（JPY）</translation>
    </message>
    <message>
        <source>Hong Kong dollar (HKD)</source>
        <translation>香港ドル（HKD）</translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation>米ドル（USD）</translation>
    </message>
    <message>
        <source>Tokyo</source>
        <translation>東京</translation>
    </message>
    <message>
        <source>Osaka</source>
        <translation>大阪</translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation>香港</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>The new language applies to windows and reports opened from now on, and to everything after FleetCost restarts.</source>
        <translation>新しい言語は、今後開くウィンドウとレポートに適用されます。その他の部分は FleetCost の再起動後に適用されます。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <source>Reporting &amp;currency of new workbooks:</source>
        <translation>新規ワークブックのレポート通貨(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Region of new workbooks' plans:</source>
        <translation>新規ワークブックのプランの地域(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>テーマ(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::PresentationWindow</name>
    <message>
        <source>FleetCost presentation</source>
        <translation>FleetCost プレゼンテーション</translation>
    </message>
    <message>
        <source>This scenario has no results to present: fix its problems first.
Press Esc to return.</source>
        <translation>このシナリオには表示できる結果がありません。先に問題を解消してください。
Esc キーで戻ります。</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ProblemsPanel</name>
    <message>
        <source>Workbook</source>
        <translation>ワークブック</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU モデル</translation>
    </message>
    <message>
        <source>Server models</source>
        <translation>サーバーモデル</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>サイト</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>レンタルオファー</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Ownership policy</source>
        <translation>保有ポリシー</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>為替レート</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>%1 行目</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n problem(s)&lt;/b&gt; to fix before results can be shown. Click one to go to its field.</source>
        <translation>
            <numerusform>結果を表示する前に解消が必要な&lt;b&gt;問題が %n 件&lt;/b&gt;あります。クリックすると該当するフィールドに移動します。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ResultsPanel</name>
    <message>
        <source>The plan the monthly, capacity and racks charts show</source>
        <translation>月次、設備容量、ラックの各チャートに表示するプラン</translation>
    </message>
    <message>
        <source>The GPU model the capacity and load-duration charts show</source>
        <translation>設備容量と負荷持続曲線のチャートに表示する GPU モデル</translation>
    </message>
    <message>
        <source>Present values</source>
        <translation>現在価値</translation>
    </message>
    <message>
        <source>Chart discounted cumulative costs and break-even</source>
        <translation>割引後の累積コストと損益分岐点をチャートに表示</translation>
    </message>
    <message>
        <source>Plan:</source>
        <translation>プラン：</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <source>Calculating…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>This scenario has problems: fix them to see results. The numbers shown before are no longer valid.</source>
        <translation>このシナリオには問題があります。結果を表示するには解消してください。以前に表示された数値は無効になっています。</translation>
    </message>
    <message>
        <source>After tax. Amounts in %1.</source>
        <translation>税引後。金額の単位：%1。</translation>
    </message>
    <message>
        <source>Before tax. Amounts in %1.</source>
        <translation>税引前。金額の単位：%1。</translation>
    </message>
    <message>
        <source>No workload uses a GPU model yet.</source>
        <translation>GPU モデルを使用するワークロードがまだありません。</translation>
    </message>
    <message>
        <source>%1 rents: it uses no racks. Choose an owning plan.</source>
        <translation>%1 はレンタルのため、ラックを使用しません。保有プランを選択してください。</translation>
    </message>
    <message>
        <source>Tax: as each scenario says</source>
        <translation>税: 各シナリオの設定どおり</translation>
    </message>
    <message>
        <source>Before tax</source>
        <translation>税引前</translation>
    </message>
    <message>
        <source>After tax</source>
        <translation>税引後</translation>
    </message>
    <message>
        <source>Show every result and chart before or after tax, whatever the scenario's “Show results after tax” setting (the workbook is not changed)</source>
        <translation>シナリオの「税引後で結果を表示」設定にかかわらず、すべての結果とグラフを税引前または税引後で表示します（ワークブックは変更されません）</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::RiskView</name>
    <message>
        <source>%1 trials</source>
        <translation>%1 回の試行</translation>
    </message>
    <message>
        <source>Monte Carlo trials: each draws every ranged figure from its triangular distribution (low, value, high)</source>
        <translation>モンテカルロ試行：各試行で、範囲付きの数値をすべて三角分布（下限、値、上限）から抽出します</translation>
    </message>
    <message>
        <source>Run Monte Carlo</source>
        <translation>モンテカルロを実行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>出力：</translation>
    </message>
    <message>
        <source>Tornado</source>
        <translation>トルネード</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>Break-even map</source>
        <translation>損益分岐マップ</translation>
    </message>
    <message>
        <source>Fix the problems listed to see how robust the results are.</source>
        <translation>結果の頑健性を確認するには、一覧の問題を解消してください。</translation>
    </message>
    <message>
        <source>The ranges of these figures cannot be analysed:</source>
        <translation>次の数値の範囲は分析できません：</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>分析中…</translation>
    </message>
    <message>
        <source>Analysing the ranges of the scenario's figures…</source>
        <translation>シナリオの数値の範囲を分析中…</translation>
    </message>
    <message>
        <source>No figure of this scenario has a range. Give figures a low and a high value to see how robust the answer is.</source>
        <translation>このシナリオには範囲付きの数値がありません。答えの頑健性を確認するには、数値に下限と上限を指定してください。</translation>
    </message>
    <message>
        <source>Cheapest owning minus cheapest renting</source>
        <translation>最安の保有 − 最安のレンタル</translation>
    </message>
    <message>
        <source>Present value of %1</source>
        <translation>%1 の現在価値</translation>
    </message>
    <message>
        <source>A break-even map needs an owning and a renting plan.</source>
        <translation>損益分岐マップには保有プランとレンタルプランが必要です。</translation>
    </message>
    <message>
        <source>Monte Carlo is running…</source>
        <translation>モンテカルロを実行中…</translation>
    </message>
    <message>
        <source>Monte Carlo has not run: press Run Monte Carlo.</source>
        <translation>モンテカルロは未実行です。「モンテカルロを実行」を押してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) with a range.</source>
        <translation>
            <numerusform>範囲付きの数値：%n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>The distribution of owning minus renting needs an owning and a renting plan.</source>
        <translation>保有 − レンタルの分布には保有プランとレンタルプランが必要です。</translation>
    </message>
    <message numerus="yes">
        <source>%1 trials of %n figure(s) with a range.</source>
        <translation>
            <numerusform>範囲付きの数値 %n 件について %1 回の試行。</numerusform>
        </translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>該当なし</translation>
    </message>
    <message>
        <source>never</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owning is cheaper in %1% of %2 trials&lt;/b&gt; (seed %3). Owning minus renting, present value: median %4, P5 %5, P95 %6.</source>
        <translation>&lt;b&gt;%2 回の試行のうち %1% で保有が割安&lt;/b&gt;（シード %3）。保有 − レンタルの現在価値：中央値 %4、P5 %5、P95 %6。</translation>
    </message>
    <message>
        <source>Break-even month of the cheapest owning plan: median %1, P5 %2, P95 %3; it never breaks even in %4% of trials.</source>
        <translation>最安の保有プランの損益分岐月：中央値 %1、P5 %2、P95 %3。試行の %4% では損益分岐点に達しません。</translation>
    </message>
    <message>
        <source>The cheapest owning plan breaks even against renting in only %1% of trials.</source>
        <translation>最安の保有プランがレンタルに対して損益分岐点に達するのは試行の %1% のみです。</translation>
    </message>
    <message>
        <source>Standard map</source>
        <translation>標準のマップ</translation>
    </message>
    <message>
        <source>Back to the map of demand against rental prices for the cheapest plans</source>
        <translation>最も安いプランの需要とレンタル価格のマップに戻る</translation>
    </message>
    <message>
        <source>The map compares the same two plans as the threshold; the dashed line marks the threshold and the circle today.</source>
        <translation>このマップはしきい値と同じ 2 つのプランを比較します。破線がしきい値、円が現在を示します。</translation>
    </message>
    <message>
        <source>Drawing the break-even map of this threshold…</source>
        <translation>このしきい値の損益分岐マップを描画しています…</translation>
    </message>
    <message>
        <source>This threshold's map cannot be drawn:</source>
        <translation>このしきい値のマップは描画できません：</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ScenarioList</name>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Add a scenario from the shipped template</source>
        <translation>同梱のテンプレートからシナリオを追加</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Copy the selected scenario, to change one assumption</source>
        <translation>選択したシナリオをコピー（前提条件を 1 つだけ変えて比較するため）</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>名前の変更</translation>
    </message>
    <message>
        <source>Rename the selected scenario</source>
        <translation>選択したシナリオの名前を変更</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Delete the selected scenario</source>
        <translation>選択したシナリオを削除</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上に移動</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下に移動</translation>
    </message>
    <message>
        <source>(not a scenario)</source>
        <translation>（シナリオではありません）</translation>
    </message>
    <message>
        <source>Add scenario</source>
        <translation>シナリオの追加</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation>（コピー）</translation>
    </message>
    <message>
        <source>Duplicate scenario</source>
        <translation>シナリオの複製</translation>
    </message>
    <message>
        <source>Name of the copy:</source>
        <translation>コピーの名前：</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>シナリオの名前の変更</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前：</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation>シナリオの削除</translation>
    </message>
    <message>
        <source>Delete the scenario "%1"? You can undo this.</source>
        <translation>シナリオ「%1」を削除しますか？この操作は元に戻せます。</translation>
    </message>
    <message>
        <source>Delete scenario "%1"</source>
        <translation>シナリオ「%1」の削除</translation>
    </message>
    <message>
        <source>Move scenario</source>
        <translation>シナリオの移動</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::SizingHelperDialog</name>
    <message>
        <source>%1 bytes</source>
        <comment>bytes per parameter</comment>
        <translation>%1 バイト</translation>
    </message>
    <message>
        <source>Sizing helper</source>
        <translation>サイジング支援</translation>
    </message>
    <message>
        <source>%1 GB memory</source>
        <translation>メモリ %1 GB</translation>
    </message>
    <message>
        <source>memory size not stated</source>
        <translation>メモリ容量の記載なし</translation>
    </message>
    <message>
        <source>%1 TB/s memory bandwidth</source>
        <translation>メモリ帯域幅 %1 TB/s</translation>
    </message>
    <message>
        <source>memory bandwidth not stated</source>
        <translation>メモリ帯域幅の記載なし</translation>
    </message>
    <message>
        <source>%1 BF16 TFLOPS (dense)</source>
        <translation>%1 BF16 TFLOPS（密）</translation>
    </message>
    <message>
        <source>BF16 TFLOPS not stated</source>
        <translation>BF16 TFLOPS の記載なし</translation>
    </message>
    <message>
        <source>%1 GPUs per server</source>
        <translation>サーバーあたり %1 GPU</translation>
    </message>
    <message>
        <source>no server model uses this GPU yet</source>
        <translation>この GPU を使用するサーバーモデルがまだありません</translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation>ワークロード：</translation>
    </message>
    <message>
        <source>billion parameters</source>
        <translation>十億パラメータ</translation>
    </message>
    <message>
        <source>The model's size: 8 for an 8B model, 70 for a 70B model</source>
        <translation>モデルの規模：8B モデルなら 8、70B モデルなら 70</translation>
    </message>
    <message>
        <source>Model size:</source>
        <translation>モデル規模：</translation>
    </message>
    <message>
        <source>BF16 / FP16 (2 bytes per parameter)</source>
        <translation>BF16 / FP16（パラメータあたり 2 バイト）</translation>
    </message>
    <message>
        <source>FP32 (4 bytes per parameter)</source>
        <translation>FP32（パラメータあたり 4 バイト）</translation>
    </message>
    <message>
        <source>FP8 (1 byte per parameter)</source>
        <translation>FP8（パラメータあたり 1 バイト）</translation>
    </message>
    <message>
        <source>INT4 (0.5 bytes per parameter)</source>
        <translation>INT4（パラメータあたり 0.5 バイト）</translation>
    </message>
    <message>
        <source>Weights stored as:</source>
        <translation>重みの保存形式：</translation>
    </message>
    <message>
        <source>billion tokens a month</source>
        <translation>十億トークン／月</translation>
    </message>
    <message>
        <source>Tokens the model is trained on each month: 1,000 billion = 1 trillion</source>
        <translation>毎月学習に使うトークン数（十億単位）：1,000 = 1 兆</translation>
    </message>
    <message>
        <source>Training data:</source>
        <translation>学習データ：</translation>
    </message>
    <message>
        <source>% of the GPU's peak (MFU)</source>
        <translation>%（GPU ピーク性能比、MFU）</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: the share of the GPU's peak arithmetic a training run achieves. 35–45% is typical for large models.</source>
        <translation>モデル FLOPs 利用率：学習ジョブが GPU のピーク演算性能のうち実際に達成する割合。大規模モデルでは 35～45% が一般的です。</translation>
    </message>
    <message>
        <source>Utilisation:</source>
        <translation>利用率：</translation>
    </message>
    <message>
        <source>FP8 training: count FP8 tensor throughput, about 2× BF16</source>
        <translation>FP8 学習：FP8 テンソル演算のスループット（BF16 の約 2 倍）で計算</translation>
    </message>
    <message>
        <source>Hopper and Blackwell GPUs do about twice the BF16 arithmetic in FP8. Leave unticked unless the training stack really runs in FP8.</source>
        <translation>Hopper および Blackwell 世代の GPU は、FP8 で BF16 の約 2 倍の演算を行えます。学習スタックが実際に FP8 で動作する場合を除き、チェックを外したままにしてください。</translation>
    </message>
    <message>
        <source>Adapters only (LoRA-style): the base weights stay frozen</source>
        <translation>アダプターのみ（LoRA 方式）：ベースの重みは固定</translation>
    </message>
    <message>
        <source>Average tokens per second</source>
        <translation>平均トークン/秒</translation>
    </message>
    <message>
        <source>Requests per second × tokens per request</source>
        <translation>リクエスト/秒 × リクエストあたりのトークン数</translation>
    </message>
    <message>
        <source>Load given as:</source>
        <translation>負荷の指定方法：</translation>
    </message>
    <message>
        <source>tokens/s on average</source>
        <translation>トークン/秒（平均）</translation>
    </message>
    <message>
        <source>Average load:</source>
        <translation>平均負荷：</translation>
    </message>
    <message>
        <source>requests/s on average</source>
        <translation>リクエスト/秒（平均）</translation>
    </message>
    <message>
        <source>Requests:</source>
        <translation>リクエスト：</translation>
    </message>
    <message>
        <source>tokens generated each</source>
        <translation>トークン（リクエストごとの生成数）</translation>
    </message>
    <message>
        <source>Tokens per request:</source>
        <translation>リクエストあたりのトークン数：</translation>
    </message>
    <message>
        <source>sequences decoded together</source>
        <translation>シーケンス（同時デコード）</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>バッチ：</translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation>トークン/秒（GPU あたり）</translation>
    </message>
    <message>
        <source>Use the estimate</source>
        <translation>推定値を使用</translation>
    </message>
    <message>
        <source>Throughput:</source>
        <translation>スループット：</translation>
    </message>
    <message>
        <source>How it is worked out</source>
        <translation>算出方法</translation>
    </message>
    <message>
        <source>Does the model fit in memory?</source>
        <translation>モデルはメモリに収まるか</translation>
    </message>
    <message>
        <source>Use these figures</source>
        <translation>この数値を使用</translation>
    </message>
    <message>
        <source>Enter the model's size: more than 0 billion parameters.</source>
        <translation>モデルの規模を入力してください（0 より大きい十億パラメータ数）。</translation>
    </message>
    <message>
        <source>Enter how many tokens a month it trains on: more than 0.</source>
        <translation>毎月学習に使うトークン数を入力してください（0 より大きい値）。</translation>
    </message>
    <message>
        <source>Utilisation must be above 0% (35–45% is typical).</source>
        <translation>利用率は 0% より大きくする必要があります（一般的には 35～45%）。</translation>
    </message>
    <message>
        <source>Enter the average load: more than 0 tokens per second.</source>
        <translation>平均負荷を入力してください（0 より大きいトークン/秒）。</translation>
    </message>
    <message>
        <source>Enter the requests per second: more than 0.</source>
        <translation>リクエスト/秒を入力してください（0 より大きい値）。</translation>
    </message>
    <message>
        <source>Enter the tokens generated per request: more than 0.</source>
        <translation>リクエストあたりの生成トークン数を入力してください（0 より大きい値）。</translation>
    </message>
    <message>
        <source>The batch is at least 1 sequence.</source>
        <translation>バッチは 1 シーケンス以上です。</translation>
    </message>
    <message>
        <source>No estimate: this GPU model has no memory bandwidth figure. Enter tokens/s per GPU from a benchmark.</source>
        <translation>推定できません：この GPU モデルにはメモリ帯域幅の数値がありません。ベンチマークによる GPU あたりのトークン/秒を入力してください。</translation>
    </message>
    <message>
        <source>Enter the tokens per second one GPU serves: more than 0.</source>
        <translation>1 つの GPU が処理するトークン/秒を入力してください（0 より大きい値）。</translation>
    </message>
    <message>
        <source>This GPU model has no BF16 TFLOPS figure, so training time cannot be worked out. Enter it on the Hardware tab.</source>
        <translation>この GPU モデルには BF16 TFLOPS の数値がないため、学習時間を算出できません。「ハードウェア」タブで入力してください。</translation>
    </message>
    <message>
        <source>Estimated from memory bandwidth (see the working). Type a measured figure to use it instead.</source>
        <translation>メモリ帯域幅から推定した値です（算出過程を参照）。実測値を入力すると、そちらが使われます。</translation>
    </message>
    <message>
        <source>Use the estimate: %1 tokens/s per GPU</source>
        <translation>推定値を使用：GPU あたり %1 トークン/秒</translation>
    </message>
    <message>
        <source>Correct the inputs marked in red to see the result.</source>
        <translation>結果を表示するには、赤で示された入力を修正してください。</translation>
    </message>
    <message>
        <source>The working appears here once the inputs are complete.</source>
        <translation>入力がそろうと、ここに算出過程が表示されます。</translation>
    </message>
    <message>
        <source>Demand: %1 GPU-hours per month</source>
        <translation>需要：月 %1 GPU時間</translation>
    </message>
    <message>
        <source>Demand: %1 tokens/s on average, %2 tokens/s per GPU</source>
        <translation>需要：平均 %1 トークン/秒、GPU あたり %2 トークン/秒</translation>
    </message>
    <message>
        <source>Formula:</source>
        <translation>計算式：</translation>
    </message>
    <message>
        <source>GPU-hours per month = 6 × parameters × tokens ÷ (BF16 TFLOPS × 10¹² × MFU × 3,600 seconds)</source>
        <translation>月あたり GPU時間 = 6 × パラメータ数 × トークン数 ÷（BF16 TFLOPS × 10¹² × MFU × 3,600 秒）</translation>
    </message>
    <message>
        <source>(FP8)</source>
        <translation>（FP8）</translation>
    </message>
    <message>
        <source>Training work: 6 operations per parameter and token (forward and backward pass) × %1 billion parameters × %2 billion tokens = %3 operations a month.</source>
        <translation>学習の計算量：パラメータ 1 つ・トークン 1 つあたり 6 演算（順伝播と逆伝播）× %1 十億パラメータ × %2 十億トークン = 月 %3 演算。</translation>
    </message>
    <message>
        <source>One GPU: %1 TFLOPS (BF16) × 2 for FP8 × %2% utilisation (MFU) = %3 TFLOPS of useful work, %4 operations per GPU-hour.</source>
        <translation>GPU 1 基：%1 TFLOPS（BF16）× FP8 で 2 倍 × 利用率（MFU）%2% = 実効 %3 TFLOPS、GPU時間あたり %4 演算。</translation>
    </message>
    <message>
        <source>One GPU: %1 TFLOPS (BF16) × %2% utilisation (MFU) = %3 TFLOPS of useful work, %4 operations per GPU-hour.</source>
        <translation>GPU 1 基：%1 TFLOPS（BF16）× 利用率（MFU）%2% = 実効 %3 TFLOPS、GPU時間あたり %4 演算。</translation>
    </message>
    <message>
        <source>— %1% of one GPU running around the clock (%2 hours a month).</source>
        <translation>— 常時稼働する GPU 1 基の %1%（月 %2 時間）。</translation>
    </message>
    <message>
        <source>— as many as %1 GPUs running around the clock (%2 hours a month), or %3 servers of %4 GPUs.</source>
        <translation>— 常時稼働する GPU %1 基分（月 %2 時間）、つまり %4 GPU 構成のサーバー %3 台分。</translation>
    </message>
    <message>
        <source>— as many as %1 GPUs running around the clock (%2 hours a month).</source>
        <translation>— 常時稼働する GPU %1 基分（月 %2 時間）。</translation>
    </message>
    <message>
        <source>%1 ÷ %2 = %3 GPU-hours per month</source>
        <translation>%1 ÷ %2 = 月 %3 GPU時間</translation>
    </message>
    <message>
        <source>Adapters skip the weight gradients, so a run can take up to a third less than this full-training rule says.</source>
        <translation>アダプターは重みの勾配計算を省くため、実行時間はこのフル学習の目安より最大で 3 分の 1 ほど短くなることがあります。</translation>
    </message>
    <message>
        <source>Above 60% utilisation is rarely reached in practice; the estimate may be optimistic.</source>
        <translation>実際には 60% を超える利用率はまれです。この推定は楽観的な可能性があります。</translation>
    </message>
    <message>
        <source>tokens/s per GPU ≈ memory bandwidth ÷ bytes of weights × batch; GPUs busy = average tokens/s ÷ tokens/s per GPU</source>
        <translation>GPU あたりのトークン/秒 ≈ メモリ帯域幅 ÷ 重みのバイト数 × バッチ。稼働 GPU 数 = 平均トークン/秒 ÷ GPU あたりのトークン/秒</translation>
    </message>
    <message>
        <source>Load: %1 requests/s × %2 tokens per request = %3 tokens/s on average.</source>
        <translation>負荷：%1 リクエスト/秒 × リクエストあたり %2 トークン = 平均 %3 トークン/秒。</translation>
    </message>
    <message>
        <source>Load: %1 tokens/s on average.</source>
        <translation>負荷：平均 %1 トークン/秒。</translation>
    </message>
    <message>
        <source>Throughput: each generated token reads all the weights once, so one sequence runs at about %1 TB/s ÷ %2 GB (%3 billion parameters × %4) = %5 tokens/s; decoding %6 sequences together, a GPU serves about %7 tokens/s.</source>
        <translation>スループット：生成トークンごとに全重みを 1 回読み込むため、1 シーケンスの速度は約 %1 TB/s ÷ %2 GB（%3 十億パラメータ × %4）= %5 トークン/秒です。%6 シーケンスを同時にデコードすると、GPU 1 基で約 %7 トークン/秒を処理します。</translation>
    </message>
    <message>
        <source>You entered %1 tokens/s per GPU, which is used instead of the estimate.</source>
        <translation>入力された GPU あたり %1 トークン/秒を、推定値の代わりに使用します。</translation>
    </message>
    <message>
        <source>%1 tokens/s ÷ %2 tokens/s per GPU = %3 GPUs busy on average</source>
        <translation>%1 トークン/秒 ÷ GPU あたり %2 トークン/秒 = 平均稼働 GPU 数 %3</translation>
    </message>
    <message>
        <source>— %1 GPU-hours per month (× %2 hours).</source>
        <translation>— 月 %1 GPU時間（× %2 時間）。</translation>
    </message>
    <message>
        <source>A rule of thumb: it leaves out prompt processing and assumes the batch's KV cache fits. Use a measured figure when you have one.</source>
        <translation>目安の計算です。プロンプト処理は含まず、バッチの KV キャッシュがメモリに収まることを前提としています。実測値がある場合はそちらを使用してください。</translation>
    </message>
    <message>
        <source>Training every weight with mixed-precision Adam keeps about 16 bytes per parameter (weights, gradients and optimiser states), whatever the storage precision: %1 billion × 16 bytes = %2 GB, before activations.</source>
        <translation>混合精度 Adam ですべての重みを学習する場合、保存精度にかかわらず、パラメータあたり約 16 バイト（重み、勾配、オプティマイザーの状態）が必要です：%1 十億 × 16 バイト = %2 GB（アクティベーションを除く）。</translation>
    </message>
    <message>
        <source>Adapter fine-tuning keeps the base weights frozen: %1 billion × %2 = %3 GB, plus 20% for the adapters, their optimiser states and activations = %4 GB.</source>
        <translation>アダプターによるファインチューニングではベースの重みを固定します：%1 十億 × %2 = %3 GB、これにアダプター、そのオプティマイザーの状態、アクティベーション分として 20% を加えて %4 GB。</translation>
    </message>
    <message>
        <source>Weights: %1 billion × %2 = %3 GB, plus 20% for the KV cache = %4 GB.</source>
        <translation>重み：%1 十億 × %2 = %3 GB、KV キャッシュ分として 20% を加えて %4 GB。</translation>
    </message>
    <message>
        <source>This GPU model states no memory size, so the fit cannot be checked.</source>
        <translation>この GPU モデルにはメモリ容量の記載がないため、収まるかどうかを確認できません。</translation>
    </message>
    <message>
        <source>One GPU has %1 GB; one server has %2 × %1 GB = %3 GB.</source>
        <translation>GPU 1 基は %1 GB、サーバー 1 台は %2 × %1 GB = %3 GB です。</translation>
    </message>
    <message>
        <source>One GPU has %1 GB (no server model, so no per-server check).</source>
        <translation>GPU 1 基は %1 GB です（サーバーモデルがないため、サーバー単位の確認は行いません）。</translation>
    </message>
    <message>
        <source>Fits in one GPU.</source>
        <translation>GPU 1 基に収まります。</translation>
    </message>
    <message>
        <source>Does not fit one GPU: the weights must be split across at least %1 GPUs with tensor parallelism (usually %2).</source>
        <translation>GPU 1 基には収まりません。テンソル並列で少なくとも %1 基の GPU に重みを分割する必要があります（通常は %2 基）。</translation>
    </message>
    <message>
        <source>Does not fit one GPU: the model must be split across at least %1 GPUs (tensor, pipeline or sharded data parallelism).</source>
        <translation>GPU 1 基には収まりません。少なくとも %1 基の GPU にモデルを分割する必要があります（テンソル並列、パイプライン並列、またはシャード化データ並列）。</translation>
    </message>
    <message>
        <source>It fits one server of %1 GPUs.</source>
        <translation>%1 GPU 構成のサーバー 1 台に収まります。</translation>
    </message>
    <message>
        <source>It does not fit one server either: it needs %1 servers linked by a fast interconnect.</source>
        <translation>サーバー 1 台にも収まりません。高速インターコネクトで接続したサーバーが %1 台必要です。</translation>
    </message>
    <message>
        <source>Serving keeps the model loaded on a GPU all the time, but the load keeps only %1 of a GPU busy. The cost model counts the load, so it understates this workload unless other work shares the GPU.</source>
        <translation>推論ではモデルを常に GPU にロードしておく必要がありますが、負荷で稼働するのは GPU 1 基の %1 だけです。コストモデルは負荷を基に計算するため、他の処理と GPU を共有しない限り、このワークロードのコストは過小評価されます。</translation>
    </message>
    <message>
        <source>Serving keeps the model loaded on %1 GPUs all the time (%2 GPU-hours a month), more than the %3 GPUs its load keeps busy. The cost model counts the load, so it understates this workload unless other work shares those GPUs.</source>
        <translation>推論ではモデルを常に %1 基の GPU にロードしておく必要があります（月 %2 GPU時間）が、負荷で稼働するのは %3 基です。コストモデルは負荷を基に計算するため、他の処理とこれらの GPU を共有しない限り、このワークロードのコストは過小評価されます。</translation>
    </message>
    <message>
        <source>The job needs %1 GPUs at once, more than the %2 its GPU-hours keep busy on average: it runs in bursts, and the weekly profile should say when.</source>
        <translation>このジョブは同時に %1 基の GPU を必要としますが、GPU時間から見た平均稼働は %2 基です。バースト的に実行されるため、いつ実行するかを週次プロファイルで指定してください。</translation>
    </message>
    <message>
        <source>How many requests one GPU works on at the same time. Larger batches give more tokens per second but each answer comes slower.</source>
        <translation>1 基の GPU が同時に処理するリクエスト数。バッチが大きいほど毎秒のトークン数は増えますが、各応答は遅くなります。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ThresholdBlock</name>
    <message>
        <source>What it takes for owning to win</source>
        <translation>保有が有利になる条件</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <source>Show this threshold on the break-even map (Risk tab)</source>
        <translation>このしきい値を損益分岐マップに表示（リスクタブ）</translation>
    </message>
    <message>
        <source>Working out the thresholds…</source>
        <translation>しきい値を計算しています…</translation>
    </message>
    <message>
        <source>Fix the scenario's problems to see what it takes for owning to win.</source>
        <translation>保有が有利になる条件を見るには、シナリオの問題を修正してください。</translation>
    </message>
    <message>
        <source>Needs an owning and a renting plan.</source>
        <translation>保有プランとレンタルプランが必要です。</translation>
    </message>
    <message>
        <source>The thresholds cannot be worked out for this scenario.</source>
        <translation>このシナリオのしきい値は計算できません。</translation>
    </message>
    <message>
        <source>No input searched (utilisation, rental prices, energy and server price, discount rate, horizon) turns the answer within its range.</source>
        <translation>探索した入力（稼働率、レンタル価格、電力価格とサーバー価格、割引率、期間）のいずれも、その範囲内では結論を変えません。</translation>
    </message>
    <message>
        <source>The three thresholds nearest to today's values, relatively; fleetcost-cli thresholds lists them all.</source>
        <translation>現在値に相対的に最も近い 3 つのしきい値です。fleetcost-cli thresholds ですべて一覧できます。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::TokenCostsTable</name>
    <message>
        <source>Cost per million tokens (%1; the lowest for each workload in bold)</source>
        <translation>100万トークンあたりのコスト（%1、ワークロードごとの最安値を太字で表示）</translation>
    </message>
    <message>
        <source>Each workload's share of each plan's nominal cost over its tokens. A hosted API plan charges a workload its tokens; the other plans share the cost of its GPU model by GPU-hours.</source>
        <translation>各プランの名目コストのうち各ワークロードの負担分をそのトークン数で割ったもの。ホスト型APIプランはワークロードにトークン代を課し、その他のプランはGPUモデルのコストをGPU時間で按分します。</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WeeklyProfileEditor</name>
    <message>
        <source>Weekly profile grid</source>
        <translation>週次プロファイルのグリッド</translation>
    </message>
    <message>
        <source>Seven rows Monday to Sunday, 24 hour columns. Arrow keys move, Space paints the brush level, Delete sets the hour to Off.</source>
        <translation>月曜から日曜までの 7 行と 24 時間の列。矢印キーで移動、Space キーでブラシのレベルを塗り、Delete キーでその時間をオフにします。</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>レベル %1</translation>
    </message>
    <message>
        <source>Click to set all of %1 to the brush level; right-click to set it to Off.</source>
        <translation>クリックすると%1曜日の全時間をブラシのレベルに、右クリックするとオフに設定します。</translation>
    </message>
    <message>
        <source>Click to set %1 on every day to the brush level; right-click to set it to Off.</source>
        <translation>クリックすると全曜日の %1 をブラシのレベルに、右クリックするとオフに設定します。</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>一定</translation>
    </message>
    <message>
        <source>Business hours</source>
        <translation>営業時間</translation>
    </message>
    <message>
        <source>Diurnal</source>
        <translation>日周型</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>The same load every hour of the week</source>
        <translation>週のどの時間も同じ負荷</translation>
    </message>
    <message>
        <source>Full load Monday to Friday 09:00–17:59, a quarter load otherwise</source>
        <translation>月曜～金曜の 09:00～17:59 は全負荷、それ以外は 4 分の 1 の負荷</translation>
    </message>
    <message>
        <source>Your own weights, painted on the grid</source>
        <translation>グリッド上に塗った独自の重み</translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation>プロファイル(&amp;P)：</translation>
    </message>
    <message>
        <source>Brush:</source>
        <translation>ブラシ：</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>No load (0)</source>
        <translation>負荷なし（0）</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>A quarter of normal load (0.25)</source>
        <translation>通常の 4 分の 1 の負荷（0.25）</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>通常</translation>
    </message>
    <message>
        <source>Normal load (1)</source>
        <translation>通常の負荷（1）</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>ピーク</translation>
    </message>
    <message>
        <source>Twice the normal load (2)</source>
        <translation>通常の 2 倍の負荷（2）</translation>
    </message>
    <message>
        <source>Brush level painted by the left button: 0 (off) to 2 (twice normal)</source>
        <translation>左ボタンで塗るブラシのレベル：0（オフ）～2（通常の 2 倍）</translation>
    </message>
    <message>
        <source>Brush level</source>
        <translation>ブラシのレベル</translation>
    </message>
    <message>
        <source>Copy Monday to weekdays</source>
        <translation>月曜を平日にコピー</translation>
    </message>
    <message>
        <source>Give Tuesday to Friday the same hours as Monday</source>
        <translation>火曜～金曜を月曜と同じ時間設定にします</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <source>Set every hour to Normal (1), a clean week to paint on</source>
        <translation>すべての時間を「通常」（1）に設定し、塗り直せる状態にします</translation>
    </message>
    <message>
        <source>This custom profile has %1 weights instead of 168, which the model rejects; it is shown as flat until you paint it.</source>
        <translation>このカスタムプロファイルの重みは 168 個ではなく %1 個のため、モデルで使用できません。塗り直すまでは一定として表示されます。</translation>
    </message>
    <message>
        <source>No hour of this custom profile is above 0, which the model rejects; it is shown as flat until you paint it.</source>
        <translation>このカスタムプロファイルには 0 を超える時間がないため、モデルで使用できません。塗り直すまでは一定として表示されます。</translation>
    </message>
    <message>
        <source>This custom profile has negative or missing weights, which the model rejects; they are shown as 0 until you paint them.</source>
        <translation>このカスタムプロファイルには負の重みまたは欠けている重みがあるため、モデルで使用できません。塗り直すまでは 0 として表示されます。</translation>
    </message>
    <message>
        <source>“%1” is not a profile the model knows; choose a preset or paint a custom profile.</source>
        <translation>「%1」はモデルが認識できるプロファイルではありません。プリセットを選択するか、カスタムプロファイルを塗ってください。</translation>
    </message>
    <message>
        <source>Peak is %1× the average: owned servers are sized for the peak, so on average they run at %2% of their capacity.</source>
        <extracomment>%1 is the peak-to-average ratio ("2.22"), %2 the average use in percent ("45").</extracomment>
        <translation>ピークは平均の %1 倍です。保有サーバーはピークに合わせて規模を決めるため、平均稼働率は容量の %2% になります。</translation>
    </message>
    <message>
        <source>Not changed: that would leave no hour above 0, and the model needs at least one hour with load.</source>
        <translation>変更しませんでした：0 を超える時間がなくなるためです。モデルには負荷のある時間が少なくとも 1 つ必要です。</translation>
    </message>
    <message>
        <source>One hour was kept above 0: the model needs at least one hour with load.</source>
        <translation>1 つの時間を 0 より大きいまま残しました。モデルには負荷のある時間が少なくとも 1 つ必要です。</translation>
    </message>
    <message>
        <source>Read-only.</source>
        <translation>読み取り専用。</translation>
    </message>
    <message>
        <source>Paint on the grid to customise this preset (left button: the brush level; right button or Shift: Off).</source>
        <translation>グリッドに塗ると、このプリセットをカスタマイズできます（左ボタン：ブラシのレベル、右ボタンまたは Shift：オフ）。</translation>
    </message>
    <message>
        <source>Left button paints the brush level, right button or Shift sets Off; day and hour labels paint whole rows or columns.</source>
        <translation>左ボタンでブラシのレベルを塗り、右ボタンまたは Shift でオフにします。曜日と時間のラベルで行または列全体を塗れます。</translation>
    </message>
    <message>
        <source>A daily wave from 0.4 at 02:00 to 1.6 at 14:00 (times the average hour), weekends at 80%</source>
        <translation>02:00 の 0.4 から 14:00 の 1.6 まで（平均時間に対する倍率）変動する日次の波。週末は 80%</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WeeklyProfileStrip</name>
    <message>
        <source>Mon</source>
        <translation>月</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>火</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>水</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>木</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>金</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>土</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>日</translation>
    </message>
    <message>
        <source>%1:00</source>
        <extracomment>An hour of the day on a 24-hour clock; %1 is the hour with two digits ("09").</extracomment>
        <translation>%1:00</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>day and hour: Tue 14:00</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 — not a valid profile</source>
        <translation>%1 — 無効なプロファイル</translation>
    </message>
    <message>
        <source>%1 — no load</source>
        <translation>%1 — 負荷なし</translation>
    </message>
    <message>
        <source>%1 — %2× the weekly average</source>
        <translation>%1 — 週平均の %2 倍</translation>
    </message>
    <message>
        <source>This profile is not valid: it needs 168 weights, none negative, at least one above 0.</source>
        <translation>このプロファイルは無効です。168 個の重みが必要で、負の値は不可、少なくとも 1 つは 0 より大きくなければなりません。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WorkbookDocument</name>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>This workbook was saved by a newer FleetCost and opens read-only: %1</source>
        <translation>このワークブックは新しいバージョンの FleetCost で保存されたため、読み取り専用で開きます：%1</translation>
    </message>
    <message>
        <source>The workbook has no file name yet.</source>
        <translation>ワークブックにはまだファイル名がありません。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WorkbookHeadEditor</name>
    <message>
        <source>Workbook (every scenario)</source>
        <translation>ワークブック(全シナリオ共通)</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WorkbookHeadModel</name>
    <message>
        <source>Change %1</source>
        <translation>%1 を変更</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WorkloadsTab</name>
    <message>
        <source>Workloads</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <source>Sizing helper…</source>
        <translation>サイジング支援…</translation>
    </message>
    <message>
        <source>Derive the selected workload's demand from a model's parameters, precision and throughput</source>
        <translation>選択したワークロードの需要を、モデルのパラメータ数、精度、スループットから算出します</translation>
    </message>
    <message>
        <source>&lt;b&gt;Weekly profile of the selected workload&lt;/b&gt;</source>
        <translation>&lt;b&gt;選択したワークロードの週次プロファイル&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Change weekly profile of %1</source>
        <translation>%1 の週次プロファイルの変更</translation>
    </message>
    <message>
        <source>Sizing helper: %1</source>
        <translation>サイジング支援：%1</translation>
    </message>
    <message>
        <source>Size %1 with the sizing helper</source>
        <translation>サイジング支援で %1 の規模を算出</translation>
    </message>
    <message>
        <source>Give demand in GPU-hours per month, or as tokens per second with the tokens per second one GPU serves. Owning plans size their servers for the peak hour of the week. A hosted API plan serves an inference workload in tokens that names its model, at the share of input tokens given.</source>
        <translation>需要は、月あたりの GPU時間、または GPU 1 基が処理するトークン/秒と併せたトークン/秒で指定します。保有プランは週のピーク時間帯に合わせてサーバーの規模を決めます。モデルを指定したトークン単位の推論ワークロードは、ホスト型APIプランが指定の入力トークン比率で提供します。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Compare renting and owning GPU servers in Tokyo, Osaka and Hong Kong.</source>
        <translation>東京、大阪、香港で GPU サーバーのレンタルと保有を比較します。</translation>
    </message>
    <message>
        <source>Workbook to open (*.fleetcost).</source>
        <translation>開くワークブック（*.fleetcost）。</translation>
    </message>
    <message>
        <source>Save a screenshot of every tab into &lt;folder&gt;, then quit.</source>
        <translation>すべてのタブのスクリーンショットを &lt;folder&gt; に保存して終了します。</translation>
    </message>
    <message>
        <source>Quit once the first results are shown (start-up timing).</source>
        <translation>最初の結果が表示されたら終了します（起動時間の計測用）。</translation>
    </message>
    <message>
        <source>Use this language for this run: en, ja, zh_HK or zh_CN.</source>
        <translation>この実行で使う言語: en、ja、zh_HK、zh_CN のいずれか。</translation>
    </message>
</context>
</TS>