<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_HK">
<context>
    <name>Category</name>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>剩餘價值</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空間</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>電力</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>冷卻</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>網絡</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>營運</translation>
    </message>
    <message>
        <source>Rental on demand</source>
        <translation>按需租用</translation>
    </message>
    <message>
        <source>Rental reserved</source>
        <translation>預留租用</translation>
    </message>
    <message>
        <source>Lease</source>
        <translation>租賃</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>稅項</translation>
    </message>
    <message>
        <source>Hosted API</source>
        <translation>託管 API</translation>
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
        <translation>未有填寫：採用預設值 %1。</translation>
    </message>
    <message>
        <source>Range for risk analyses: %1 to %2</source>
        <translation>風險分析範圍：%1 至 %2</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>資料來源：%1</translation>
    </message>
    <message>
        <source>As of: %1</source>
        <translation>截至：%1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>備註：%1</translation>
    </message>
    <message>
        <source>Overridden. Shipped value: %1 (%2, %3)</source>
        <translation>已覆寫。內置值：%1（%2，%3）</translation>
    </message>
    <message>
        <source>Evidence: %1</source>
        <translation>依據類型:%1</translation>
    </message>
</context>
<context>
    <name>ChartCatalog</name>
    <message>
        <source>Cumulative cost by plan</source>
        <translation>各方案的累計成本</translation>
    </message>
    <message>
        <source>Cheapest: %1, %2 in present value</source>
        <translation>成本最低：%1，現值 %2</translation>
    </message>
    <message>
        <source>Monthly cost by category</source>
        <translation>按類別劃分的每月成本</translation>
    </message>
    <message>
        <source>%1: up to %2 a month</source>
        <translation>%1：每月最高 %2</translation>
    </message>
    <message>
        <source>Present value of every plan by category</source>
        <translation>各方案按類別劃分的現值</translation>
    </message>
    <message>
        <source>Owning saves %1 against renting</source>
        <translation>自置比租用節省 %1</translation>
    </message>
    <message>
        <source>Renting saves %1 against owning</source>
        <translation>租用比自置節省 %1</translation>
    </message>
    <message>
        <source>Present value by plan and category</source>
        <translation>按方案及類別劃分的現值</translation>
    </message>
    <message>
        <source>Capacity against demand</source>
        <translation>容量與需求對比</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Peak demand %1 GPUs</source>
        <translation>需求高峰 %1 個 GPU</translation>
    </message>
    <message numerus="yes">
        <source>%1 owns up to %n %2 server(s)</source>
        <translation>
            <numerusform>「%1」最多自置 %n 部 %2 伺服器</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rents all of its %2 demand</source>
        <translation>「%1」的 %2 需求全部以租用滿足</translation>
    </message>
    <message>
        <source>Load duration in the last year</source>
        <translation>最後一年的負載持續曲線</translation>
    </message>
    <message>
        <source>Racks and facility power</source>
        <translation>機櫃及設施用電</translation>
    </message>
    <message numerus="yes">
        <source>Up to %n rack(s); facility power up to %1 kW (monthly average)</source>
        <translation>
            <numerusform>最多 %n 個機櫃；設施用電最高 %1 kW（月平均）</numerusform>
        </translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>現值</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Load duration</source>
        <translation>負載持續曲線</translation>
    </message>
    <message>
        <source>Racks &amp;&amp; power</source>
        <translation>機櫃&amp;&amp;電力</translation>
    </message>
</context>
<context>
    <name>ChartTooltip</name>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 個 GPU</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <translation>%1 個機櫃</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 % of hours</source>
        <translation>%1% 的時數</translation>
    </message>
    <message>
        <source>at least %1 in %2</source>
        <translation>%2：至少 %1</translation>
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
        <translation>由開始起計的月數</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>淨現值</translation>
    </message>
    <message>
        <source>Net present value: %1</source>
        <translation>淨現值：%1</translation>
    </message>
    <message>
        <source>net %1</source>
        <translation>淨額 %1</translation>
    </message>
    <message>
        <source>Cost per month (%1)</source>
        <translation>每月成本（%1）</translation>
    </message>
    <message>
        <source>%1 (plan %2)</source>
        <translation>%1（方案 %2）</translation>
    </message>
    <message>
        <source>Present value (%1)</source>
        <translation>現值（%1）</translation>
    </message>
    <message>
        <source>Cumulative cost, present value (%1)</source>
        <translation>累計成本現值（%1）</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累計成本（%1）</translation>
    </message>
    <message>
        <source>Break-even (present value)</source>
        <translation>損益平衡點（現值）</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>損益平衡點</translation>
    </message>
    <message>
        <source>from the start</source>
        <translation>由開始起</translation>
    </message>
    <message>
        <source>after 1 month</source>
        <translation>1 個月後</translation>
    </message>
    <message>
        <source>after %1 months</source>
        <translation>%1 個月後</translation>
    </message>
    <message>
        <source>Cumulative cost, present value: %1</source>
        <translation>累計成本現值：%1</translation>
    </message>
    <message>
        <source>Cumulative cost: %1</source>
        <translation>累計成本：%1</translation>
    </message>
    <message>
        <source>%1 breaks even with %2</source>
        <translation>%1 與 %2 達到損益平衡點</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 個月</translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation>情境 %1</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 數量</translation>
    </message>
    <message>
        <source>GPUs (%1)</source>
        <translation>GPU 數量（%1）</translation>
    </message>
    <message>
        <source>Owned GPUs (incl. spares)</source>
        <translation>自置 GPU（包括備用）</translation>
    </message>
    <message>
        <source>Peak demand</source>
        <translation>需求高峰</translation>
    </message>
    <message>
        <source>Average demand</source>
        <translation>平均需求</translation>
    </message>
    <message>
        <source>Rented on demand (average GPUs)</source>
        <translation>按需租用（平均 GPU 數量）</translation>
    </message>
    <message>
        <source>Above owned capacity, not served (average GPUs)</source>
        <translation>超出自置容量、未獲滿足（平均 GPU 數量）</translation>
    </message>
    <message>
        <source>Share of hours in months %1–%2 (%)</source>
        <translation>第 %1–%2 個月的時數佔比（%）</translation>
    </message>
    <message>
        <source>Rented on demand (demand above the owned fleet)</source>
        <translation>按需租用（超出自置機隊的需求）</translation>
    </message>
    <message>
        <source>Above the owned fleet, not served</source>
        <translation>超出自置機隊、未獲滿足</translation>
    </message>
    <message>
        <source>Hourly demand, sorted</source>
        <translation>每小時需求（已排序）</translation>
    </message>
    <message>
        <source>Owned GPUs (incl. spares), month %1</source>
        <translation>自置 GPU（包括備用），第 %1 個月</translation>
    </message>
    <message>
        <source>Hybrid cap</source>
        <translation>混合方案上限</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>機櫃</translation>
    </message>
    <message>
        <source>Average facility power (kW)</source>
        <translation>平均設施用電（kW）</translation>
    </message>
    <message>
        <source>%1 to %2 %3</source>
        <translation>%1 至 %2 %3</translation>
    </message>
    <message>
        <source>Figure at its low bound</source>
        <translation>數值取下限</translation>
    </message>
    <message>
        <source>Figure at its high bound</source>
        <translation>數值取上限</translation>
    </message>
    <message>
        <source>Owning minus renting, present value (%1); below 0 owning is cheaper</source>
        <translation>自置減租用的現值（%1）；低於 0 即自置成本較低</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>試驗次數</translation>
    </message>
    <message>
        <source>Trials where owning is cheaper</source>
        <translation>自置成本較低的試驗</translation>
    </message>
    <message>
        <source>Trials where renting is cheaper</source>
        <translation>租用成本較低的試驗</translation>
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
        <translation>自置成本較低（顏色越深，差距越大）</translation>
    </message>
    <message>
        <source>Renting cheaper (darker: by more)</source>
        <translation>租用成本較低（顏色越深，差距越大）</translation>
    </message>
    <message>
        <source>Break-even: owning costs the same as renting</source>
        <translation>損益平衡點：自置與租用成本相同</translation>
    </message>
    <message>
        <source>Owning is cheaper in %1% of %2 trials</source>
        <translation>在 %2 次試驗中，自置成本較低的佔 %1%</translation>
    </message>
    <message>
        <source>Change from the base case, present value (%1)</source>
        <translation>相對基準情境的變動，現值（%1）</translation>
    </message>
    <message>
        <source>Demand (× the scenario's)</source>
        <translation>需求（情境數值的倍數）</translation>
    </message>
    <message>
        <source>Rental prices (× the scenario's)</source>
        <translation>租用價格（情境數值的倍數）</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月數</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>成本（%1）</translation>
    </message>
    <message>
        <source>Other plans (hover a line for its name)</source>
        <translation>其他方案（將滑鼠移到線上顯示名稱）</translation>
    </message>
    <message>
        <source>Share of hours (%)</source>
        <translation>小時比例（%）</translation>
    </message>
    <message>
        <source>Facility power (kW)</source>
        <translation>設施電力（kW）</translation>
    </message>
    <message>
        <source>Change in present value (%1)</source>
        <translation>現值變化（%1）</translation>
    </message>
    <message>
        <source>Owning minus renting, present value (%1)</source>
        <translation>自置減租用，現值（%1）</translation>
    </message>
    <message>
        <source>Owning minus renting (%1)</source>
        <translation>自置減租用（%1）</translation>
    </message>
    <message>
        <source>Demand on today's fleet (× today's)</source>
        <translation>以現有機隊計的需求（相對現時倍數）</translation>
    </message>
    <message>
        <source>Demand (× today's)</source>
        <translation>需求（相對現時倍數）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>現時</translation>
    </message>
    <message>
        <source>Demand (×)</source>
        <translation>需求（倍數）</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>Rental prices (×)</source>
        <translation>租用價格（倍數）</translation>
    </message>
    <message>
        <source>Rental prices</source>
        <translation>租用價格</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Present value: %1</source>
        <translation>現值：%1</translation>
    </message>
    <message>
        <source>P95 of present value: %1</source>
        <translation>現值 P95：%1</translation>
    </message>
    <message>
        <source>Peak fiscal-year capex: %1</source>
        <translation>財政年度最高資本開支：%1</translation>
    </message>
    <message>
        <source>P95 of present value (%1)</source>
        <translation>現值 P95（%1）</translation>
    </message>
    <message>
        <source>Peak fiscal-year capex (%1)</source>
        <translation>財政年度最高資本開支（%1）</translation>
    </message>
    <message>
        <source>Capex (%1)</source>
        <translation>資本開支（%1）</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>Ranked plans</source>
        <translation>已排名方案</translation>
    </message>
    <message>
        <source>Best (#1)</source>
        <translation>最佳（#1）</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>unknown command '%1'</source>
        <translation>不明的指令 '%1'</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一個值</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>不明的選項 %1</translation>
    </message>
    <message>
        <source>missing the workbook FILE</source>
        <translation>未指定工作簿 FILE</translation>
    </message>
    <message>
        <source>unexpected argument %1</source>
        <translation>多餘的參數 %1</translation>
    </message>
    <message>
        <source>--trials must be a whole number from 1 to 1000000, got '%1'</source>
        <translation>--trials 必須為 1 至 1000000 的整數（現為 '%1'）</translation>
    </message>
    <message>
        <source>--format must be table or json, got '%1'</source>
        <translation>--format 必須為 table 或 json（現為 '%1'）</translation>
    </message>
    <message>
        <source>%1 must be LOW:HIGH</source>
        <translation>%1 必須為 LOW:HIGH 格式</translation>
    </message>
    <message>
        <source>--steps must be a whole number from 2 to 1000</source>
        <translation>--steps 必須為 2 至 1000 的整數</translation>
    </message>
    <message>
        <source>Run '%1 --help' for usage.</source>
        <translation>執行 '%1 --help' 查看用法。</translation>
    </message>
    <message>
        <source>missing -o PATH</source>
        <translation>未指定 -o PATH</translation>
    </message>
    <message>
        <source>missing --format csv|xlsx|png|svg</source>
        <translation>未指定 --format csv|xlsx|png|svg</translation>
    </message>
    <message>
        <source>--format must be csv, xlsx, png or svg, got '%1'</source>
        <translation>--format 必須為 csv、xlsx、png 或 svg（現為 '%1'）</translation>
    </message>
    <message>
        <source>--chart applies to png and svg only</source>
        <translation>--chart 只適用於 png 和 svg</translation>
    </message>
    <message>
        <source>unknown chart '%1'; one of %2</source>
        <translation>不明的圖表 '%1'；可選: %2</translation>
    </message>
    <message>
        <source>--trials applies to the risk charts only</source>
        <translation>--trials 只適用於風險圖表</translation>
    </message>
    <message>
        <source>--size applies to png only</source>
        <translation>--size 只適用於 png</translation>
    </message>
    <message>
        <source>--size must be WIDTHxHEIGHT between 320x180 and 8192x8192, e.g. 3840x2160; got '%1'</source>
        <translation>--size 必須為 320x180 至 8192x8192 之間的 WIDTHxHEIGHT，例如 3840x2160（現為 '%1'）</translation>
    </message>
    <message>
        <source>--bom applies to csv only</source>
        <translation>--bom 只適用於 csv</translation>
    </message>
    <message>
        <source>--after-tax and --pre-tax cannot be used together</source>
        <translation>--after-tax 與 --pre-tax 不可同時使用</translation>
    </message>
    <message>
        <source>%1 holds one scenario; name it with --scenario (%2 has %3)</source>
        <translation>%1 只可包含一個情境；請以 --scenario 指定（%2 內有 %3）</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to 2^64 - 1</source>
        <translation>--seed 必須為 0 至 2^64 - 1 的整數</translation>
    </message>
    <message>
        <source>missing -o OUTPUT.pdf</source>
        <translation>未指定 -o OUTPUT.pdf</translation>
    </message>
    <message>
        <source>--page must be a4 or letter, got '%1'</source>
        <translation>--page 必須為 a4 或 letter（現為 '%1'）</translation>
    </message>
    <message>
        <source>--trials and --no-risk cannot be used together</source>
        <translation>--trials 與 --no-risk 不可同時使用</translation>
    </message>
    <message>
        <source>no scenario named "%1" in %2</source>
        <translation>%2 中沒有名為 "%1" 的情境</translation>
    </message>
    <message>
        <source>--input must be INPUT or INPUT=LOW:HIGH, got '%1'</source>
        <translation>--input 必須為 INPUT 或 INPUT=LOW:HIGH（現為 '%1'）</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3</source>
        <translation>%1 必須為 %2 至 %3 的整數</translation>
    </message>
    <message>
        <source>no scenario named "%1" in %2 (it has %3)</source>
        <translation>%2 中沒有名為 "%1" 的情境（現有: %3）</translation>
    </message>
    <message>
        <source>--objective must be pv, pv_after_tax or p95, got '%1'</source>
        <translation>--objective 必須是 pv、pv_after_tax 或 p95，得到 '%1'</translation>
    </message>
</context>
<context>
    <name>CliHelp</name>
    <message>
        <source>evaluate a workbook and print each plan's costs</source>
        <translation>評估工作簿並列出每個方案的成本</translation>
    </message>
    <message>
        <source>check a workbook and list its problems</source>
        <translation>檢查工作簿並列出問題</translation>
    </message>
    <message>
        <source>each ranged figure alone at its low and high: tornados</source>
        <translation>逐一將有範圍的數值設為下限及上限：龍捲風圖</translation>
    </message>
    <message>
        <source>percentiles of costs and break-even from random draws</source>
        <translation>以隨機抽樣計算成本及收支平衡點的百分位數</translation>
    </message>
    <message>
        <source>owning minus renting over a grid of two inputs</source>
        <translation>兩個輸入的網格上「自置減租用」的差額</translation>
    </message>
    <message>
        <source>what it takes for owning to win: each input's break-even value</source>
        <translation>自置勝出所需的條件：每個輸入的收支平衡值</translation>
    </message>
    <message>
        <source>write the PDF report of a scenario or a comparison</source>
        <translation>輸出情境或比較的 PDF 報告</translation>
    </message>
    <message>
        <source>export flows as CSV or XLSX, or a chart as PNG or SVG</source>
        <translation>以 CSV 或 XLSX 匯出現金流，或以 PNG 或 SVG 匯出圖表</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli COMMAND [OPTIONS]

Compares renting and owning GPU servers for the workloads of a FleetCost workbook.

Commands:
</source>
        <translation>用法：fleetcost-cli COMMAND [OPTIONS]

就 FleetCost 工作簿的工作負載，比較租用與自置 GPU 伺服器。

指令：
</translation>
    </message>
    <message>
        <source>
Run 'fleetcost-cli COMMAND --help' for a command's options.
Exit status: 0 done, 1 the workbook has problems, 2 usage error.
</source>
        <translation>
執行 'fleetcost-cli COMMAND --help' 查看指令的選項。
結束狀態：0 完成，1 工作簿有問題，2 用法錯誤。
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
        <translation>用法：fleetcost-cli evaluate FILE [--scenario NAME] [--format table|json]
                              [--after-tax | --pre-tax]

評估工作簿的情境，並為每個方案列出現值、名義成本、每 GPU 小時成本、
CO2 及收支平衡月份。

選項：
  --scenario NAME   只評估名為 NAME 的情境（可重複）；
                    其他情境的問題將被忽略
  --format FORMAT   table（預設，供閱讀）或 json（完整結果：
                    按類別的現金流、機群、機櫃、收支平衡、工作負載）
  --after-tax       以稅後評估，不論工作簿的 after_tax 如何設定
  --pre-tax         以稅前評估，不論工作簿的 after_tax 如何設定
  --help            顯示此說明

有問題時標準輸出不會有任何內容；每個問題以 'POINTER: message' 的格式
輸出到標準錯誤。
結束狀態：0 已評估，1 工作簿有問題，2 用法錯誤。
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
        <translation>用法：fleetcost-cli export FILE --format csv|xlsx|png|svg -o PATH [--scenario NAME]
                            [--chart ID] [--size WIDTHxHEIGHT] [--bom]
                            [--after-tax | --pre-tax] [--trials N]

  csv   每個方案按類別的每月現金流（RFC 4180，UTF-8）；除非以 --scenario 指定，
        否則包括工作簿的所有情境
  xlsx  每個現金流都是輸入公式的試算表：比較各情境的 Summary，以及每個情境的
        Assumptions（每個數值一個具名儲存格）、Monthly inputs、每個方案一張工作表
        （FleetCost 的決定為常數，所有現金流、總計、NPV、收支平衡及 IRR 為公式）
        及 Break-even；除非以 --scenario 指定，否則包括工作簿的所有情境
  png   一張供簡報用的圖表，附標題及副標題（預設 1920x1080）
  svg   同一圖表的向量格式

選項：
  -o, --output PATH   要寫入的檔案（如已存在則取代）
  --scenario NAME     情境（工作簿有多個情境時，png 及 svg 必須提供；
                      csv 及 xlsx：可重複）
  --chart ID          png/svg：哪一個圖表（預設：cumulative）；可選
                      cumulative、monthly、present-value、capacity、load-duration、
                      racks-power，以及風險圖表 tornado（自置減租用）、
                      risk-distribution（蒙地卡羅，種子 1）、breakeven-map
  --size WxH          png：1920x1080（預設）或 3840x2160，或最大 8192x8192 的任何尺寸
  --bom               csv：以 UTF-8 位元組順序標記開頭（供 Windows 上的 Excel 使用）
  --after-tax         以稅後匯出，不論工作簿的 after_tax 如何設定
  --pre-tax           以稅前匯出
  --trials N          risk-distribution：蒙地卡羅試驗次數（預設 10000）
  --help              顯示此說明

結束狀態：0 已寫入，1 工作簿有問題或無法寫入檔案，
2 用法錯誤。
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
        <translation>用法：fleetcost-cli montecarlo FILE --trials N --seed S [--threads T]
                                [--scenario NAME] [--format table|json]
                                [--after-tax | --pre-tax]

從三角分佈（low、value、high）獨立抽取每個有範圍的數值，基本情況的混合上限及預留
保持不變，並列出每個方案現值、最便宜自置方案與最便宜租用方案之差，以及收支平衡
月份的百分位數 P5..P95，還有自置較便宜的機率。相同的種子不論使用多少執行緒，
輸出都相同。

選項：
  --trials N        抽樣的試驗次數（預設 10000，最多 1000000，且以 256 MiB 容納
                    得下為限：每次試驗每個方案 8 位元組，另加 4 個）
  --seed S          抽樣的種子，整數（預設 1）
  --threads T       使用的執行緒數（預設：每個核心一個）
  --scenario NAME   只處理名為 NAME 的情境（可重複）
  --format FORMAT   table（預設）或 json（鍵見 docs/risk.md）
  --after-tax       以稅後評估，不論工作簿的 after_tax 如何設定
  --pre-tax         以稅前評估，不論工作簿的 after_tax 如何設定
  --help            顯示此說明

標準錯誤為終端機時會顯示進度；按 Ctrl+C 可停止。
結束狀態：0 完成，1 工作簿、界限或試驗抽出的數值有問題，
2 用法錯誤，130 已按 Ctrl+C 停止（不會輸出任何內容）。
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
        <translation>用法：fleetcost-cli sensitivity FILE [--scenario NAME] [--format table|json]
                                 [--after-tax | --pre-tax]

逐一將每個有範圍（low、high）的數值單獨設為其下限及上限，其他數值保持原值，
基本情況的混合上限及預留保持不變，並按波幅排序列出每個方案的現值，以及最便宜
自置方案與最便宜租用方案之差的變化（龍捲風圖）。

選項：
  --scenario NAME   只處理名為 NAME 的情境（可重複）
  --format FORMAT   table（預設）或 json（鍵見 docs/risk.md）
  --after-tax       以稅後評估，不論工作簿的 after_tax 如何設定
  --pre-tax         以稅前評估，不論工作簿的 after_tax 如何設定
  --help            顯示此說明

違反欄位規則的界限會成為 '.../low' 或 '.../high' 的問題。
標準錯誤為終端機時會顯示進度；按 Ctrl+C 可停止。
結束狀態：0 完成，1 工作簿或界限有問題，2 用法錯誤，
130 已按 Ctrl+C 停止（不會輸出任何內容）。
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
        <translation>用法：fleetcost-cli validate FILE

檢查工作簿：JSON 語法、每個欄位的類型及範圍、物件之間的引用、每個方案的
伺服器、租用報價及機櫃容納，以及成本能否計算。每個問題以
'POINTER: message' 的格式輸出到標準輸出；沒有問題時不輸出任何內容。

結束狀態：0 沒有問題，1 發現問題，2 用法錯誤。
</translation>
    </message>
    <message>
        <source>the best mix of owning, renting and APIs: every assignment, ranked</source>
        <translation>自置、租用與 API 的最佳組合:逐一排名所有分配</translation>
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

搜尋把每個工作負載分配到情境允許的每種供應:在有該 GPU 型號租用方案的區域按需或預留
租用、在數據中心以託管或混合方式自置，或區域內提供其模型的託管 API。在同一數據中心
自置的部分共用該數據中心的機櫃與費用;每個數據中心只有一種自置方式。每個分配都以
與 evaluate 相同的引擎作為組合計劃計算，並按現值排名;分配超過 50,000,000 種時以
分支定界法搜尋，證明最佳結果，或列出已證明的下限及與之的差距。現值相同的候選合併為
一個名次，並註明同值替代方案的數目。

選項:
  --top N                    排名的計劃數目，1 至 1000(預設 10)
  --objective OBJECTIVE      pv(預設)、pv_after_tax 或 p95:現值最低的 40 個計劃
                             在蒙地卡羅試驗中現值的第 95 百分位數
  --trials N                 p95:蒙地卡羅試驗次數，100 至 100000(預設 1000)
  --seed S                   p95:隨機種子(預設 1)
  -o OUT.fleetcost           把排名的計劃作為組合計劃加入每個已搜尋的情境，
                             寫出工作簿
  --threads T                使用的執行緒數目(預設 2)
  --scenario NAME            只處理名為 NAME 的情境(可重複)
  --format FORMAT            table(預設)或 json(鍵見 docs/finder.md)
  --help                     顯示此說明

結束狀態:0 完成，1 工作簿有問題或無法搜尋，2 用法錯誤，
130 被 Ctrl+C 停止。
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
        <translation>用法：fleetcost-cli report FILE -o OUTPUT.pdf [--scenario NAME]... [--page a4|letter]
                            [--after-tax | --pre-tax] [--trials N | --no-risk]

輸出情境的 PDF 報告：第一頁載有結論、決定結論的輸入，以及自置勝出所需的條件
（臨界值，與 fleetcost-cli thresholds 相同）；主要數字及所有結果圖表、計劃搜尋器如何找出最便宜的供應組合（與 fleetcost-cli find
相同）、風險分析
（龍捲風圖、種子 1 的蒙地卡羅模擬、收支平衡圖）、每年現金流、警告（包括過時價格）、方法說明，以及
附編號來源、日期、證據類別及過時價格月數的假設清單。有兩個或以上情境時（多個 --scenario 選項，或工作簿有多個
情境而未指定 --scenario），則輸出比較報告：並列比較、各情境的摘要及主要圖表，
以及所有情境共用的一份假設清單。

選項：
  -o, --output PATH   要寫入的 PDF（如已存在則取代）
  --scenario NAME     要報告的情境（可重複；預設：全部）
  --page SIZE         a4（預設）或 letter
  --after-tax         以稅後報告，不論工作簿的 after_tax 如何設定
  --pre-tax           以稅前報告
  --trials N          風險部分的蒙地卡羅試驗次數（預設 10000）
  --no-risk           不包括風險部分
  --help              顯示此說明

結束狀態：0 已寫入，1 工作簿有問題或無法寫入檔案，
2 用法錯誤。
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
        <translation>用法：fleetcost-cli breakeven-map FILE [--x INPUT] [--y INPUT] [--steps N]
                                   [--x-range LOW:HIGH] [--y-range LOW:HIGH]
                                   [--scenario NAME] [--format table|json]
                                   [--after-tax | --pre-tax]

在兩個輸入組成的網格上，評估最便宜自置方案與最便宜租用方案的現值之差（低於 0：
自置較便宜），其他數值保持原值，基本情況的混合上限及預留保持不變，並找出差額為
零的線。

INPUT 為以下之一：
  demand_scale         將每個工作負載的需求乘以此倍數（--x 預設，0.5:2）
  rental_price_scale   將每個報價的租用價格（按需、預留、Spot 現貨、
                       容量區塊、承諾）乘以此倍數
                       （--y 預設，0.2:1.4）
  JSON 指標            情境所列數值的位置，由情境或檔案的根起計，
                       例如 /sites/0/energy_per_kwh；其範圍為 low:high

選項：
  --x INPUT, --y INPUT       橫軸及縱軸的輸入
  --x-range, --y-range LOW:HIGH   輸入的範圍（沒有範圍的數值必須提供）
  --steps N                  每個輸入的點數，2 至 1000（預設 21）
  --threads T                使用的執行緒數（預設：每個核心一個）
  --scenario NAME            只處理名為 NAME 的情境（可重複）
  --format FORMAT            table（預設）或 json（鍵見 docs/risk.md）
  --after-tax, --pre-tax     覆寫工作簿的 after_tax
  --help                     顯示此說明

最多 1000 x 1000 個點。標準錯誤為終端機時會顯示進度；
按 Ctrl+C 可停止。
結束狀態：0 完成，1 工作簿或網格數值有問題，2 用法錯誤，
130 已按 Ctrl+C 停止（不會輸出任何內容）。
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
        <translation>用法：fleetcost-cli thresholds FILE [--input INPUT[=LOW:HIGH]]... [--owning PLAN]
                                [--renting PLAN] [--hold-decisions] [--scenario NAME]
                                [--format table|json] [--after-tax | --pre-tax]

就一個自置方案與一個租用方案（預設為各自最便宜的一個），在其他輸入保持原值下，
找出每個輸入令兩者現值相等的數值：即要有甚麼改變，自置才會勝出（或不再勝出）。
列出自置在哪一邊勝出、臨界值與今天的數值相距多遠，或在搜尋範圍內沒有臨界值。

INPUT 為以下之一：
  utilisation          自置方案 GPU 的使用率：以今天的機群（逐月的伺服器數目）
                       調整需求
  rental_price_scale   將每個報價的租用價格（按需、預留、Spot 現貨、
                       容量區塊、承諾）乘以此倍數
  demand_scale         將每個工作負載的需求乘以此倍數（機群隨之變化）
  horizon_months       期間，以整數月計
  JSON 指標            情境所列數值的位置，由情境或檔案的根起計，
                       例如 /sites/0/energy_per_kwh、/discount_rate_annual
未指定 --input 時：utilisation、rental_price_scale、自置方案地點的電價、
其擁有最多的 GPU 型號的伺服器價格、貼現率、期間。
=LOW:HIGH 會改為搜尋該範圍，而非輸入規則所容許的範圍。

選項：
  --input INPUT[=LOW:HIGH]  要求解的輸入（可重複）
  --owning PLAN             自置方案（colocate 或 hybrid）的名稱
  --renting PLAN            租用方案（rent_on_demand、rent_reserved 或 api）的名稱
  --hold-decisions          將混合上限及預留固定為今天的選擇（預設每個數值都作
                            完整評估，重新選擇機群規模、上限及預留）
  --threads T               使用的執行緒數（預設：每個核心一個）
  --scenario NAME           只處理名為 NAME 的情境（可重複）
  --format FORMAT           table（預設）或 json（鍵見 docs/thresholds.md）
  --after-tax, --pre-tax    覆寫工作簿的 after_tax
  --help                    顯示此說明

標準錯誤為終端機時會顯示進度；按 Ctrl+C 可停止。
結束狀態：0 完成，1 工作簿有問題，2 用法錯誤，
130 已按 Ctrl+C 停止（不會輸出任何內容）。
</translation>
    </message>
</context>
<context>
    <name>CliTable</name>
    <message>
        <source>never</source>
        <translation>未能達到</translation>
    </message>
    <message>
        <source>%1 (%2, %3 months, after tax)</source>
        <translation>%1（%2，%3 個月，除稅後）</translation>
    </message>
    <message>
        <source>%1 (%2, %3 months)</source>
        <translation>%1（%2，%3 個月）</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Present value %1</source>
        <translation>現值 %1</translation>
    </message>
    <message>
        <source>Nominal cost %1</source>
        <translation>名義成本 %1</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>每 GPU 小時</translation>
    </message>
    <message>
        <source>CO2 t</source>
        <translation>二氧化碳（公噸）</translation>
    </message>
    <message>
        <source>Break-even, months after start (discounted in brackets):</source>
        <translation>損益平衡點，自開始起計的月數（括號內為折現後）：</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>對</translation>
    </message>
    <message>
        <source>, IRR %1%</source>
        <translation>，IRR %1%</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>Note on %1: %2</source>
        <translation>有關 %1 的附註：%2</translation>
    </message>
    <message>
        <source>Scenario "%1": %2 (present values in %3)</source>
        <translation>情境「%1」：%2（現值，以 %3 計）</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>數據</translation>
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
        <translation>取下限時</translation>
    </message>
    <message>
        <source>at high</source>
        <translation>取上限時</translation>
    </message>
    <message>
        <source>swing</source>
        <translation>波幅</translation>
    </message>
    <message>
        <source>sensitivity, each ranged figure alone at its low and high</source>
        <translation>敏感度，各範圍數據單獨取下限及上限</translation>
    </message>
    <message>
        <source>No figure has a range (low or high).</source>
        <translation>沒有數據設有範圍（下限或上限）。</translation>
    </message>
    <message>
        <source>Cheapest owning minus cheapest renting (base %1):</source>
        <translation>最低成本自置減最低成本租用（基準 %1）：</translation>
    </message>
    <message>
        <source>%1 (base %2), largest swings:</source>
        <translation>%1（基準 %2），波幅最大的數據：</translation>
    </message>
    <message>
        <source>Monte Carlo, %1 trials, seed %2</source>
        <translation>蒙地卡羅模擬，%1 次試驗，種子 %2</translation>
    </message>
    <message>
        <source>owning - renting</source>
        <translation>自置減租用</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>Break-even month (cheapest owning against cheapest renting): P5 %1, P50 %2, P95 %3; never in %4% of trials</source>
        <translation>損益平衡月份（最低成本自置對最低成本租用）：P5 %1，P50 %2，P95 %3；%4% 的試驗中從未達到</translation>
    </message>
    <message>
        <source>Probability that owning is cheaper: %1%</source>
        <translation>自置成本較低的概率：%1%</translation>
    </message>
    <message>
        <source>break-even map</source>
        <translation>損益平衡圖</translation>
    </message>
    <message>
        <source>Cheapest owning minus cheapest renting, millions of %1 (below 0: owning is cheaper)</source>
        <translation>最低成本自置減最低成本租用，百萬 %1（低於 0 即自置較便宜）</translation>
    </message>
    <message>
        <source>rows: %1 (%2), columns: %3 (%4)</source>
        <translation>行：%1（%2），列：%3（%4）</translation>
    </message>
    <message>
        <source>above</source>
        <translation>高於</translation>
    </message>
    <message>
        <source>below</source>
        <translation>低於</translation>
    </message>
    <message>
        <source>no threshold</source>
        <translation>沒有臨界值</translation>
    </message>
    <message>
        <source>not searched</source>
        <translation>未有搜尋</translation>
    </message>
    <message>
        <source>Owning wins if every rental price is above %1 x today's.</source>
        <translation>所有租用價格高於現時的 %1 倍時自置較划算。</translation>
    </message>
    <message>
        <source>Owning wins if every rental price is below %1 x today's.</source>
        <translation>所有租用價格低於現時的 %1 倍時自置較划算。</translation>
    </message>
    <message>
        <source>Owning wins if demand is above %1 x today's.</source>
        <translation>需求高於現時的 %1 倍時自置較划算。</translation>
    </message>
    <message>
        <source>Owning wins if demand is below %1 x today's.</source>
        <translation>需求低於現時的 %1 倍時自置較划算。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is %2 %3 or more.</source>
        <translation>%1 為 %2 %3 或以上時自置較划算。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is %2 %3 or less.</source>
        <translation>%1 為 %2 %3 或以下時自置較划算。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is above %2 %3.</source>
        <translation>%1 高於 %2 %3 時自置較划算。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is below %2 %3.</source>
        <translation>%1 低於 %2 %3 時自置較划算。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3 %4: owning wins throughout.</source>
        <translation>%1 在 %2 至 %3 %4 之間沒有臨界值：在此範圍內自置一直較划算。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3 %4: owning never wins there.</source>
        <translation>%1 在 %2 至 %3 %4 之間沒有臨界值：在此範圍內自置從不較划算。</translation>
    </message>
    <message>
        <source>(The difference jumps across zero there: a whole server more or less.)</source>
        <translation>（差額在此跳過零：相差一整台伺服器。）</translation>
    </message>
    <message>
        <source>The sign also changes at: %1.</source>
        <translation>正負號亦在以下數值改變：%1。</translation>
    </message>
    <message>
        <source>what it takes for owning to win</source>
        <translation>自置要在甚麼條件下才較划算</translation>
    </message>
    <message>
        <source>%1 against %2: owning is cheaper by %3 today.</source>
        <translation>%1 對 %2：現時自置便宜 %3。</translation>
    </message>
    <message>
        <source>%1 against %2: owning costs %3 more today.</source>
        <translation>%1 對 %2：現時自置貴 %3。</translation>
    </message>
    <message>
        <source>Hybrid caps and reservations held at today's at every value.</source>
        <translation>混合方案上限及預留承諾在每個數值均維持現時的選擇。</translation>
    </message>
    <message>
        <source>Hybrid caps, reservations and fleet sizes chosen again at every value.</source>
        <translation>混合方案上限、預留承諾及機隊規模在每個數值均重新選擇。</translation>
    </message>
    <message>
        <source>input</source>
        <translation>輸入</translation>
    </message>
    <message>
        <source>today</source>
        <translation>現時</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>臨界值</translation>
    </message>
    <message>
        <source>change</source>
        <translation>變化</translation>
    </message>
    <message>
        <source>owning wins</source>
        <translation>自置較划算的一方</translation>
    </message>
    <message>
        <source>Nearest to today (most informative): %1.</source>
        <translation>最接近現時的臨界值（最具參考價值）：%1。</translation>
    </message>
    <message>
        <source>Cost per million tokens, %1 (each workload's share of the plan's nominal cost):</source>
        <translation>每百萬 tokens 成本，%1（各工作負載所佔方案名義成本的份額）：</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand is between %1 and %2 x today's (on today's fleet, whose GPUs are %3 % busy today).</source>
        <translation>只要需求維持在現時的 %1 至 %2 倍之間，自置仍較便宜（以現有機隊計，GPU 現時使用率為 %3 %）。</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand stays below %1 x today's (on today's fleet, whose GPUs are %2 % busy today).</source>
        <translation>只要需求低於現時的 %1 倍，自置仍較便宜（以現有機隊計，GPU 現時使用率為 %2 %）。</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand stays above %1 x today's (on today's fleet, whose GPUs are %2 % busy today).</source>
        <translation>只要需求高於現時的 %1 倍，自置仍較便宜（以現有機隊計，GPU 現時使用率為 %2 %）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand were between %1 and %2 x today's (on today's fleet: its GPUs %3 to %4 % busy; %5 % today).</source>
        <translation>如需求在現時的 %1 至 %2 倍之間，自置會較便宜（以現有機隊計 GPU 使用率 %3 至 %4 %；現時 %5 %）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand rose above %1 x today's (on today's fleet: its GPUs over %2 % busy; %3 % today).</source>
        <translation>如需求升至現時的 %1 倍以上，自置會較便宜（以現有機隊計 GPU 使用率超過 %2 %；現時 %3 %）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand fell below %1 x today's (on today's fleet: its GPUs under %2 % busy; %3 % today).</source>
        <translation>如需求跌至現時的 %1 倍以下，自置會較便宜（以現有機隊計 GPU 使用率低於 %2 %；現時 %3 %）。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3 %4: the two plans cost exactly the same throughout.</source>
        <translation>%1 在 %2 至 %3 %4 之間沒有門檻：兩個方案在此範圍內成本完全相同。</translation>
    </message>
    <message>
        <source>Scenario "%1": no thresholds: %2.</source>
        <translation>情境「%1」：沒有門檻：%2。</translation>
    </message>
    <message>
        <source>the scenario has no owning plan (colocate or hybrid) to compare</source>
        <translation>情境中沒有可比較的自置方案（colocate 或 hybrid）</translation>
    </message>
    <message>
        <source>the scenario has no renting plan (rent_on_demand, rent_reserved or api) to compare</source>
        <translation>情境中沒有可比較的租用方案（rent_on_demand、rent_reserved 或 api）</translation>
    </message>
    <message>
        <source>Plan finder: %1 (%2)</source>
        <translation>計劃搜尋器:%1 (%2)</translation>
    </message>
    <message>
        <source>%1 assignments of %2 workloads to %3 supplies searched, every one priced from %4 evaluations of supplies for sets of workloads: the ranking is exact.</source>
        <translation>已搜尋 %2 個工作負載分配到 %3 種供應的 %1 種分配，全部由 %4 次「供應 × 工作負載組合」評估計算:排名是精確的。</translation>
    </message>
    <message>
        <source>Best of the scenario's own plans: %1, present value %2</source>
        <translation>情境自身計劃中最佳:%1，現值 %2</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>vs best own plan</source>
        <translation>對比自身最佳計劃</translation>
    </message>
    <message>
        <source>Peak FY capex %1</source>
        <translation>財政年度最高資本開支 %1</translation>
    </message>
    <message>
        <source>Rented share</source>
        <translation>租用比例</translation>
    </message>
    <message>
        <source>Supplies of #1:</source>
        <translation>#1 的供應:</translation>
    </message>
    <message>
        <source>What separates #1 from #2 (present value of making that one change in #1):</source>
        <translation>#1 與 #2 的差別(在 #1 中只作該項改動的現值):</translation>
    </message>
    <message>
        <source>Pareto front (no other plan is cheaper and needs less capex in its peak fiscal year):</source>
        <translation>帕累托前沿(沒有其他計劃更便宜而且最高財政年度資本開支更少):</translation>
    </message>
    <message>
        <source>Limits of #1, at their highest:</source>
        <translation>#1 的限制(最高時):</translation>
    </message>
    <message>
        <source>%1 power envelope</source>
        <translation>%1 電力上限</translation>
    </message>
    <message>
        <source>%1 of %2 kW in %3</source>
        <translation>%2 kW 中的 %1 kW(%3)</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <translation>%1 機櫃</translation>
    </message>
    <message>
        <source>%1 of %2 racks in %3</source>
        <translation>%2 個機櫃中的 %1 個(%3)</translation>
    </message>
    <message>
        <source>Capex budget</source>
        <translation>資本開支預算</translation>
    </message>
    <message>
        <source>%1 of %2 %3 in %4</source>
        <translation>%2 %3 中的 %1(%4)</translation>
    </message>
    <message>
        <source>%1 of at most %2</source>
        <translation>上限 %2 中的 %1</translation>
    </message>
    <message>
        <source>%1 assignments of %2 workloads to %3 supplies, searched by branch and bound from %4 evaluations of supplies for sets of workloads (%5 assignments priced): the best is proven, no assignment costs less.</source>
        <translation>把 %2 個工作負載分配到 %3 種供應的 %1 種分配，以分支定界法從 %4 次按工作負載組合評估供應的結果中搜尋(計算了 %5 種分配):最佳結果已證明，沒有更便宜的分配。</translation>
    </message>
    <message>
        <source>%1 assignments of %2 workloads to %3 supplies, searched by branch and bound from %4 evaluations of supplies for sets of workloads (%5 assignments priced) and stopped: no assignment costs less than %6, so the best is within %7 of the cheapest.</source>
        <translation>把 %2 個工作負載分配到 %3 種供應的 %1 種分配，以分支定界法從 %4 次按工作負載組合評估供應的結果中搜尋(計算了 %5 種分配)後停止:沒有分配低於 %6，因此最佳結果與最便宜者相差不超過 %7。</translation>
    </message>
    <message>
        <source>%1 assignments of %2 workloads to %3 supplies, searched by branch and bound from %4 evaluations of supplies for sets of workloads (%5 assignments priced) and stopped without a proven bound.</source>
        <translation>把 %2 個工作負載分配到 %3 種供應的 %1 種分配，以分支定界法從 %4 次按工作負載組合評估供應的結果中搜尋(計算了 %5 種分配)，在沒有已證明下限的情況下停止。</translation>
    </message>
    <message>
        <source>Ranked by P95, the 95th percentile of present value over %1 Monte Carlo trials (seed %2), among the %3 cheapest by present value.</source>
        <translation>按 P95(%1 次蒙地卡羅試驗、種子 %2 下現值的第 95 百分位數)在現值最低的 %3 個之中排名。</translation>
    </message>
    <message>
        <source>Equal alternatives</source>
        <translation>同值替代方案</translation>
    </message>
    <message>
        <source>P95 %1</source>
        <translation>P95 %1</translation>
    </message>
    <message>
        <source>  %1 other assignments cost the same, for example:</source>
        <translation>  另有 %1 種分配成本相同，例如:</translation>
    </message>
    <message>
        <source>Pareto front of present value against P95 (no other plan ranked is lower in both):</source>
        <translation>現值對 P95 的帕累托前沿(排名中沒有兩者都更低的計劃):</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效產出率</translation>
    </message>
    <message>
        <source>Per useful GPU-hour</source>
        <translation>每有效GPU小時</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>New GPU</source>
        <translation>新 GPU</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>貨幣</translation>
    </message>
    <message>
        <source>New server</source>
        <translation>新伺服器</translation>
    </message>
    <message>
        <source>Units per US$</source>
        <translation>每 US$ 兌換單位數</translation>
    </message>
    <message>
        <source>Every amount is converted once, with these rates</source>
        <translation>所有金額均按這些匯率一次過換算</translation>
    </message>
    <message>
        <source>New site</source>
        <translation>新地點</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>風冷</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>選項</translation>
    </message>
    <message>
        <source>New offer</source>
        <translation>新報價</translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Restricted GPUs</source>
        <translation>受限制 GPU</translation>
    </message>
    <message>
        <source>GPU ids, separated by commas, that export controls restrict in this region</source>
        <translation>在此地區受出口管制限制的 GPU ID，以逗號分隔</translation>
    </message>
    <message>
        <source>New region</source>
        <translation>新地區</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>Business hours</source>
        <translation>辦公時間</translation>
    </message>
    <message>
        <source>Diurnal</source>
        <translation>日夜週期</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>平穩</translation>
    </message>
    <message>
        <source>Weekly profile</source>
        <translation>每週負載模式</translation>
    </message>
    <message>
        <source>Load over the week; owned servers are sized for its peak hour</source>
        <translation>一週內的負載分佈；自置伺服器按其高峰時段配置</translation>
    </message>
    <message>
        <source>New workload</source>
        <translation>新工作負載</translation>
    </message>
    <message>
        <source>Any (first offer)</source>
        <translation>任何（第一個報價）</translation>
    </message>
    <message>
        <source>New plan</source>
        <translation>新方案</translation>
    </message>
    <message>
        <source>New API offer</source>
        <translation>新 API 報價</translation>
    </message>
</context>
<context>
    <name>EditorTabs</name>
    <message>
        <source>GPU models</source>
        <translation>GPU 型號</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型號</translation>
    </message>
    <message>
        <source>Server models</source>
        <translation>伺服器型號</translation>
    </message>
    <message>
        <source>server model</source>
        <translation>伺服器型號</translation>
    </message>
    <message>
        <source>Owning plans buy the first server model listed for each GPU model. Prices are per server, in the server's currency.</source>
        <translation>自置方案會購買每個 GPU 型號所列的第一個伺服器型號。價格以每部伺服器計，並以該伺服器的貨幣列示。</translation>
    </message>
    <message>
        <source>Colocation sites</source>
        <translation>機櫃託管地點</translation>
    </message>
    <message>
        <source>site</source>
        <translation>地點</translation>
    </message>
    <message>
        <source>Fees are in the site's currency. Servers per rack are limited by the chosen cooling option's kW per rack and the usable rack units.</source>
        <translation>費用以該地點的貨幣計算。每個機櫃可容納的伺服器數量，受所選冷卻選項的每機櫃 kW 及可用機櫃單位（U）所限。</translation>
    </message>
    <message>
        <source>Cooling options of the selected site</source>
        <translation>所選地點的冷卻選項</translation>
    </message>
    <message>
        <source>cooling option</source>
        <translation>冷卻選項</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>租用報價</translation>
    </message>
    <message>
        <source>rental offer</source>
        <translation>租用報價</translation>
    </message>
    <message>
        <source>A plan rents from the first offer for each GPU model in its region (and from its provider, when it names one).</source>
        <translation>方案會採用其地區內每個 GPU 型號的第一個報價（如方案指定了供應商，則採用該供應商的報價）。</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>情境</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>匯率</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>貨幣</translation>
    </message>
    <message>
        <source>Ownership policy</source>
        <translation>自置政策</translation>
    </message>
    <message>
        <source>Regions and tax</source>
        <translation>地區及稅項</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>Restricted GPUs raise a warning on plans that own or rent them in the region (export controls).</source>
        <translation>如方案在某地區自置或租用該地區的受限制 GPU，將會顯示警告（出口管制）。</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Price path of the selected offer</source>
        <translation>所選報價的價格路徑</translation>
    </message>
    <message>
        <source>price point</source>
        <translation>價格點</translation>
    </message>
    <message>
        <source>Dated prices, e.g. a forward curve: linear between points from the offer's price at month 0, held after the last point; they replace the yearly price change for the prices they give. Removing the last point removes the path.</source>
        <translation>有日期的價格（例如遠期曲線）：由第 0 個月的報價價格起在各點之間線性變化，最後一點之後維持不變；所列價格取代每年價格變動。刪除最後一點即刪除整條路徑。</translation>
    </message>
    <message>
        <source>Hosted API offers</source>
        <translation>託管 API 報價</translation>
    </message>
    <message>
        <source>API offer</source>
        <translation>API 報價</translation>
    </message>
    <message>
        <source>Prices per million tokens. A hosted API plan serves each inference workload sized in tokens from the first offer for its model in the plan's region, and rents the other workloads on demand.</source>
        <translation>價格以每百萬 tokens 計。託管 API 方案以方案地區內該模型的第一個報價，服務每個以 tokens 計量的推理工作負載，其他工作負載則按需租用。</translation>
    </message>
    <message>
        <source>Renting and hosted API plans need a rental region; owning plans a site, and a rental region for the burst (hybrid) or until the servers arrive (lead time).</source>
        <translation>租用方案及託管 API 方案需要租用地區；自置方案需要場地，並在突發需求（混合方案）或伺服器到貨前（交貨期）需要租用地區。</translation>
    </message>
</context>
<context>
    <name>EvidenceText</name>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 個月</numerusform>
        </translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>報價</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>牌價</translation>
    </message>
    <message>
        <source>Published index</source>
        <translation>公開指數</translation>
    </message>
    <message>
        <source>Specification</source>
        <translation>規格</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1:%2</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) dated more than %1 before the prices' date %2; the oldest: %3, %4 (%5)</source>
        <translation>
            <numerusform>%n 項價格的日期早於價格基準日 %2 超過 %1;最舊的是:%3,%4(早 %5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stale: %n month(s) before the prices' date %1</source>
        <translation>
            <numerusform>過時:早於價格基準日 %1 %n 個月</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stale: %n month(s)</source>
        <translation>
            <numerusform>過時:%n 個月</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FieldHelp</name>
    <message>
        <source>1 to 600 months</source>
        <translation>1 至 600 個月</translation>
    </message>
    <message>
        <source>Every result is in this currency</source>
        <translation>所有結果均以此貨幣列示</translation>
    </message>
    <message>
        <source>For present values: a flow t months out is worth 1 / (1 + r)^(t/12)</source>
        <translation>計算現值時，t 個月後的現金流按 1 / (1 + r)^(t/12) 折算</translation>
    </message>
    <message>
        <source>Deduct depreciation, running costs and rental at each region's tax rate</source>
        <translation>按各地區的稅率扣除折舊、營運成本及租用費用</translation>
    </message>
    <message>
        <source>Owned servers are sized for the peak hour plus this margin</source>
        <translation>自置伺服器按高峰時段需求另加此餘量配置</translation>
    </message>
    <message>
        <source>Months until the first servers arrive; demand is rented until then</source>
        <translation>首批伺服器到貨前的月數；在此之前的需求以租用滿足</translation>
    </message>
    <message>
        <source>Share of the server price paid to install it</source>
        <translation>安裝費佔伺服器價格的比例</translation>
    </message>
    <message>
        <source>Share of the server price, each year</source>
        <translation>每年佔伺服器價格的比例</translation>
    </message>
    <message>
        <source>Used by the after-tax view</source>
        <translation>用於除稅後檢視</translation>
    </message>
    <message>
        <source>Unique id used by servers, offers and workloads</source>
        <translation>伺服器、報價及工作負載所引用的唯一 ID</translation>
    </message>
    <message>
        <source>Owning plans buy the first server model of each GPU model</source>
        <translation>自置方案會購買每個 GPU 型號的第一個伺服器型號</translation>
    </message>
    <message>
        <source>Per server: its share of switches, cables and optics</source>
        <translation>每部伺服器分攤的交換器、線纜及光學模組費用</translation>
    </message>
    <message>
        <source>Sizes the rack: servers per rack = rack kW / max power</source>
        <translation>用於計算機櫃容量：每個機櫃的伺服器數量 = 機櫃 kW / 最高功耗</translation>
    </message>
    <message>
        <source>Every fee of the site and of its cooling options is in this currency</source>
        <translation>此地點及其冷卻選項的所有費用均以此貨幣計算</translation>
    </message>
    <message>
        <source>Charged per kW of the basis chosen in the next column</source>
        <translation>按下一欄所選基礎的每 kW 收費</translation>
    </message>
    <message>
        <source>Allocated: every rack's kW of the cooling option. Used: the power_max_kw of the servers owned. The contract says which</source>
        <translation>分配：每個機櫃按冷卻選項的全部 kW 計算。使用：按所擁有伺服器的 power_max_kw 計算。以合約為準</translation>
    </message>
    <message>
        <source>Metered energy: IT energy × PUE</source>
        <translation>計量用電量：IT 用電量 × PUE</translation>
    </message>
    <message>
        <source>The cooling option used: name one of the options listed below</source>
        <translation>所用的冷卻選項：請填寫下方所列其中一個選項的名稱</translation>
    </message>
    <message>
        <source>The power a rack may draw: a 10.2 kW server needs more than 8 kW</source>
        <translation>機櫃可使用的功率：一部 10.2 kW 的伺服器需要超過 8 kW</translation>
    </message>
    <message>
        <source>Facility energy ÷ IT energy, 1.0 to 3.0</source>
        <translation>設施用電量 ÷ IT 用電量，介乎 1.0 至 3.0</translation>
    </message>
    <message>
        <source>Energy of a rented GPU-hour, for CO2</source>
        <translation>每個租用 GPU 小時的用電量，用於計算 CO2</translation>
    </message>
    <message>
        <source>Multiplies the price path's points (not today's price); give it a low and a high to vary the whole path in the risk analyses</source>
        <translation>乘以價格路徑的各點（不包括現時價格）；設定下限與上限，即可在風險分析中令整條路徑變動</translation>
    </message>
    <message>
        <source>Where the price path's points come from (a forward curve, a quote)</source>
        <translation>價格路徑各點的來源（遠期曲線、報價等）</translation>
    </message>
    <message>
        <source>The date of the path's prices, YYYY-MM-DD</source>
        <translation>路徑價格的日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>Months after the start (the offer's own price is month 0)</source>
        <translation>自開始起計的月數（報價本身的價格為第 0 個月）</translation>
    </message>
    <message>
        <source>Empty: the on-demand price does not follow the path</source>
        <translation>留空：按需價格不跟隨價格路徑</translation>
    </message>
    <message>
        <source>Empty: the reserved price does not follow the path</source>
        <translation>留空：預留價格不跟隨價格路徑</translation>
    </message>
    <message>
        <source>Serves the workloads that name this model</source>
        <translation>服務指定此模型的工作負載</translation>
    </message>
    <message>
        <source>Empty: cached input tokens cost the input price</source>
        <translation>留空：快取的輸入 tokens 按輸入價格計費</translation>
    </message>
    <message>
        <source>Demand in GPU-hours per month (or give tokens per second instead)</source>
        <translation>以每月 GPU 小時計的需求（或改為填寫每秒 tokens）</translation>
    </message>
    <message>
        <source>Average tokens per second to serve (with tokens per second per GPU)</source>
        <translation>需處理的平均每秒 tokens（須同時填寫每 GPU 每秒 tokens）</translation>
    </message>
    <message>
        <source>Hosted API plans serve an inference workload sized in tokens from an API offer for this model</source>
        <translation>託管 API 方案以此模型的 API 報價，服務以 tokens 計量的推理工作負載</translation>
    </message>
    <message>
        <source>Share of the workload's tokens that are input (prompt) tokens, priced at an API offer's input price</source>
        <translation>工作負載的 tokens 中屬輸入（提示）tokens 的比例，按 API 報價的輸入價格計費</translation>
    </message>
    <message>
        <source>Share of the input tokens an API bills at its cached-input price</source>
        <translation>輸入 tokens 中 API 按快取輸入價格計費的比例</translation>
    </message>
    <message>
        <source>First month the workload runs (0 = the first month)</source>
        <translation>工作負載開始運行的月份（0 = 第一個月）</translation>
    </message>
    <message>
        <source>Month it stops (empty: runs to the end of the horizon)</source>
        <translation>停止運行的月份（留空：運行至評估期結束）</translation>
    </message>
    <message>
        <source>Where owning plans colocate their servers</source>
        <translation>自置方案託管伺服器的地點</translation>
    </message>
    <message>
        <source>Where renting plans rent, and owning plans rent the burst</source>
        <translation>租用方案的租用地區，亦是自置方案租用突發需求的地區</translation>
    </message>
    <message>
        <source>Hosted API plans: buy tokens only from this provider's API offers in the rental region</source>
        <translation>託管 API 方案：只向租用地區內此供應商的 API 報價購買 tokens</translation>
    </message>
    <message>
        <source>Owning plans: buy with cash or lease the hardware</source>
        <translation>自置方案：以現金購買或租賃硬件</translation>
    </message>
    <message>
        <source>Property and equipment-breakdown insurance of the servers owned: a share of their price, each year</source>
        <translation>自置伺服器的財產及機器損壞保險：每年按其價格的一定比例</translation>
    </message>
    <message>
        <source>The workload this supply serves</source>
        <translation>此供應服務的工作負載</translation>
    </message>
    <message>
        <source>How the workload is served: rented on demand or reserved, owned (colocate or hybrid) at a site, or a hosted API</source>
        <translation>工作負載的供應方式:按需或預留租用、在數據中心自置(託管或混合)，或託管 API</translation>
    </message>
    <message>
        <source>Owned supplies: the site; what is owned at one site shares its racks and fees</source>
        <translation>自置供應的數據中心;在同一數據中心自置的部分共用其機櫃與費用</translation>
    </message>
    <message>
        <source>The calendar month of month 0, as YYYY-MM: dates the fiscal years and names months in messages</source>
        <translation>第 0 個月的曆月(YYYY-MM):用於劃分財政年度及在訊息中標示月份</translation>
    </message>
    <message>
        <source>The calendar month (1-12) a fiscal year starts in; 4 (April) when absent, as in Japan</source>
        <translation>財政年度開始的曆月(1 至 12);未填時為 4(四月)，與日本相同</translation>
    </message>
    <message>
        <source>Servers bought (with install and network), rack set-up fees and cooling capex a fiscal year may spend; a plan above it draws a warning and the plan finder leaves it out</source>
        <translation>每個財政年度可用於購買伺服器(連安裝及網絡)、機櫃設置費及冷卻資本開支的金額;超出的計劃會有警告，計劃搜尋器會將其排除</translation>
    </message>
    <message>
        <source>The largest share of the GPU-hours a plan may rent or buy as API tokens; a plan above it draws a warning and the plan finder leaves it out</source>
        <translation>計劃可租用或以 API token 購買的 GPU 小時最大比例;超出的計劃會有警告，計劃搜尋器會將其排除</translation>
    </message>
    <message>
        <source>The kW the site can give a plan (the kW its per-kW fee is charged on); a plan needing more is a problem</source>
        <translation>數據中心可提供給計劃的 kW(按 kW 收費的基礎);需要更多的計劃屬於問題</translation>
    </message>
    <message>
        <source>The power envelope from max_power_kw_later_from_month on (a hall that grows)</source>
        <translation>自 max_power_kw_later_from_month 起的電力上限(會擴建的機房)</translation>
    </message>
    <message>
        <source>The racks the site can give a plan; more is a problem</source>
        <translation>數據中心可提供給計劃的機櫃數目;超出屬於問題</translation>
    </message>
    <message>
        <source>The date the prices are meant for, YYYY-MM or YYYY-MM-DD; today when absent. A figure dated more than the stale age before it is stale</source>
        <translation>價格所對應的日期(YYYY-MM 或 YYYY-MM-DD);未填時為今天。日期早於此日超過過時期限的數字視為過時</translation>
    </message>
    <message>
        <source>How old a figure's as_of date may be before the prices' date without a warning; 12 when absent</source>
        <translation>數字的 as_of 日期可早於價格日期多少個月而不發出警告;未填時為 12</translation>
    </message>
    <message>
        <source>Rack units of one server; not checked for a whole-rack system</source>
        <translation>每台伺服器的高度(U);整櫃系統不檢查</translation>
    </message>
    <message>
        <source>Air, or direct liquid cooling (cold plates): the server fits only a cooling option of the same kind</source>
        <translation>氣冷或直接液冷(冷板):伺服器只能放入同類的冷卻選項</translation>
    </message>
    <message>
        <source>A rack-scale system such as GB200 NVL72: one server is one rack, in its own frame, so its height is not checked against the site's units</source>
        <translation>如 GB200 NVL72 的整櫃系統:一台即一個自帶機架的機櫃,因此不以場地的可用 U 數檢查其高度</translation>
    </message>
    <message>
        <source>Checked against the cooling option's floor loading per rack, when both are stated</source>
        <translation>兩者皆有填寫時,與冷卻選項每機櫃的樓面承重比較</translation>
    </message>
    <message>
        <source>Air racks take air-cooled servers; direct liquid racks take liquid-cooled servers and rack-scale systems</source>
        <translation>氣冷機櫃容納氣冷伺服器;直接液冷機櫃容納液冷伺服器及整櫃系統</translation>
    </message>
    <message>
        <source>The weight one rack position may carry; an NVL72 rack weighs about 1,360 kg</source>
        <translation>每個機櫃位置可承受的重量;一個 NVL72 機櫃約重 1,360 kg</translation>
    </message>
    <message>
        <source>Hours a training job waits for an owned server's repair after an interruption when there are no spare servers (spare servers 0)</source>
        <translation>沒有備用伺服器時（備用伺服器為 0），訓練作業在中斷後等待自置伺服器維修的小時數</translation>
    </message>
    <message>
        <source>Training-job interruptions (GPU, memory, network failures) per 1,000 GPU-hours of this server; with a workload's job size, checkpoint interval and restart time it sets the GPU-hours lost</source>
        <translation>此伺服器每 1,000 GPU小時的訓練作業中斷次數（GPU、記憶體、網絡故障）；連同工作負載的作業規模、檢查點間隔及重新啟動時間，決定損失的GPU小時</translation>
    </message>
    <message>
        <source>Training-job interruptions per 1,000 GPU-hours rented from this offer</source>
        <translation>從此租用報價租用的每 1,000 GPU小時的訓練作業中斷次數</translation>
    </message>
    <message>
        <source>Price of interruptible (spot) capacity; a plan with a spot share rents it for workloads that tolerate interruption</source>
        <translation>可被中斷的（Spot 現貨）容量價格；設有現貨比例的方案會為可容忍中斷的工作負載租用此容量</translation>
    </message>
    <message>
        <source>Preemptions and failures of spot capacity per 1,000 GPU-hours; the work they lose is bought again</source>
        <translation>Spot 現貨容量每 1,000 GPU小時的搶佔及故障次數；其損失的工作須重新購買</translation>
    </message>
    <message>
        <source>The share of a workload's GPU-hours spot capacity can take; the rest is rented on demand</source>
        <translation>Spot 現貨容量可承擔的工作負載GPU小時比例；其餘按需租用</translation>
    </message>
    <message>
        <source>Training and fine-tuning: how many GPUs one job spans; an interruption on any of them stops all (empty: no GPU-hours lost)</source>
        <translation>訓練及微調：一個作業橫跨的 GPU 數目；其中任何一個中斷都會令全部停止（留空：不損失GPU小時）</translation>
    </message>
    <message>
        <source>An interruption loses on average half of this much work on every GPU of the job</source>
        <translation>每次中斷平均會令作業的每個 GPU 損失相當於此時長一半的工作</translation>
    </message>
    <message>
        <source>Hours the whole job stands still after an interruption before it computes again</source>
        <translation>中斷後整個作業停頓、直至重新開始運算的小時數</translation>
    </message>
    <message>
        <source>Whether spot capacity, which can be taken back, may serve it (empty: yes for training and fine-tuning, no for inference)</source>
        <translation>可被收回的 Spot 現貨容量是否可用於此工作負載（留空：訓練及微調為是，推理為否）</translation>
    </message>
    <message>
        <source>Renting on demand: the share of each workload that tolerates interruption rented as spot, up to the offer's spot availability</source>
        <translation>按需租用：每個可容忍中斷的工作負載中以 Spot 現貨租用的比例，上限為報價的現貨供應比例</translation>
    </message>
    <message>
        <source>Price of GPUs held for a fixed number of days, paid for every hour; a rent_reserved plan buys blocks where they cost less</source>
        <translation>固定日數保留 GPU 的價格，每小時均須付費；rent_reserved 方案在較便宜時購買容量區塊</translation>
    </message>
    <message>
        <source>1 to 14 days, or a multiple of 7 up to 182; a block level is held for this many days, rounded to whole months</source>
        <translation>1 至 14 日，或 7 的倍數至 182 日；容量區塊的 GPU 數保持此日數（四捨五入至整月）</translation>
    </message>
    <message>
        <source>Price of a GPU-hour under a take-or-pay commitment for a reservation term; a rent_reserved plan commits where it costs less</source>
        <translation>在預留期內以照付不議承諾租用的每 GPU 小時價格；rent_reserved 方案在較便宜時作出承諾</translation>
    </message>
    <message>
        <source>The GPU-hours a committed month pays for at least, used or not</source>
        <translation>承諾月份不論使用與否最少須支付的 GPU 小時</translation>
    </message>
</context>
<context>
    <name>FieldLabels</name>
    <message>
        <source>Growth / year</source>
        <translation>每年增長</translation>
    </message>
    <message>
        <source>Price change / year</source>
        <translation>價格每年變動</translation>
    </message>
    <message>
        <source>Lease rate / year</source>
        <translation>每年租賃利率</translation>
    </message>
    <message>
        <source>Tokens / s</source>
        <translation>每秒 tokens</translation>
    </message>
    <message>
        <source>BF16 TFLOPS (dense)</source>
        <translation>BF16 TFLOPS（稠密）</translation>
    </message>
    <message>
        <source>Capex / rack</source>
        <translation>資本開支 / 機櫃</translation>
    </message>
    <message>
        <source>Colo price change / year</source>
        <translation>託管價格每年變動</translation>
    </message>
    <message>
        <source>Cross-connect / month</source>
        <translation>交叉連接費 / 月</translation>
    </message>
    <message>
        <source>Cross-connects / rack</source>
        <translation>每機櫃交叉連接數目</translation>
    </message>
    <message>
        <source>Discount rate / year</source>
        <translation>每年貼現率</translation>
    </message>
    <message>
        <source>End month</source>
        <translation>結束月份</translation>
    </message>
    <message>
        <source>Energy price change / year</source>
        <translation>電費每年變動</translation>
    </message>
    <message>
        <source>Energy / kWh</source>
        <translation>電費 / kWh</translation>
    </message>
    <message>
        <source>Declining factor</source>
        <translation>遞減倍數</translation>
    </message>
    <message>
        <source>GPU-hours / month</source>
        <translation>GPU 小時 / 月</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 數量</translation>
    </message>
    <message>
        <source>Grid CO2 (kg/kWh)</source>
        <translation>電網 CO2（kg/kWh）</translation>
    </message>
    <message>
        <source>Hardware price change / year</source>
        <translation>硬件價格每年變動</translation>
    </message>
    <message>
        <source>Headroom over the peak</source>
        <translation>高峰以上的餘量</translation>
    </message>
    <message>
        <source>Horizon (months)</source>
        <translation>評估期（月）</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>安裝</translation>
    </message>
    <message>
        <source>kWh / GPU-hour</source>
        <translation>kWh / GPU 小時</translation>
    </message>
    <message>
        <source>Lead time (months)</source>
        <translation>交付期（月）</translation>
    </message>
    <message>
        <source>Software licence / GPU-year</source>
        <translation>軟件授權 / GPU 年</translation>
    </message>
    <message>
        <source>Maintenance / year</source>
        <translation>每年維護</translation>
    </message>
    <message>
        <source>kW per rack</source>
        <translation>每機櫃 kW</translation>
    </message>
    <message>
        <source>Bandwidth (TB/s)</source>
        <translation>頻寬（TB/s）</translation>
    </message>
    <message>
        <source>Monthly / rack</source>
        <translation>每月費用 / 機櫃</translation>
    </message>
    <message>
        <source>Network capex</source>
        <translation>網絡資本開支</translation>
    </message>
    <message>
        <source>On demand / GPU-hour</source>
        <translation>按需租用 / GPU 小時</translation>
    </message>
    <message>
        <source>Idle power (kW)</source>
        <translation>閒置功耗（kW）</translation>
    </message>
    <message>
        <source>Max power (kW)</source>
        <translation>最高功耗（kW）</translation>
    </message>
    <message>
        <source>Power fee / kW-month</source>
        <translation>電力容量費 / kW·月</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>價格</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Height (U)</source>
        <translation>高度（U）</translation>
    </message>
    <message>
        <source>Refresh after (months)</source>
        <translation>更換週期（月）</translation>
    </message>
    <message>
        <source>Remote hands (h / month)</source>
        <translation>遙距技術支援（小時 / 月）</translation>
    </message>
    <message>
        <source>Remote hands / hour</source>
        <translation>遙距技術支援 / 小時</translation>
    </message>
    <message>
        <source>Resale value decline / year</source>
        <translation>轉售價值每年跌幅</translation>
    </message>
    <message>
        <source>Reserved / GPU-month</source>
        <translation>預留租用 / GPU 月</translation>
    </message>
    <message>
        <source>Term (months)</source>
        <translation>合約期（月）</translation>
    </message>
    <message>
        <source>Reservation unit (GPUs)</source>
        <translation>預留單位（GPU）</translation>
    </message>
    <message>
        <source>Set-up / rack</source>
        <translation>設置費 / 機櫃</translation>
    </message>
    <message>
        <source>Space / rack-month</source>
        <translation>空間費 / 機櫃·月</translation>
    </message>
    <message>
        <source>Spare servers</source>
        <translation>備用伺服器</translation>
    </message>
    <message>
        <source>Staff cost / FTE-year</source>
        <translation>人手成本 / FTE·年</translation>
    </message>
    <message>
        <source>Staff (FTE)</source>
        <translation>人手（FTE）</translation>
    </message>
    <message>
        <source>Start month</source>
        <translation>開始月份</translation>
    </message>
    <message>
        <source>Tax rate</source>
        <translation>稅率</translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation>TDP（W）</translation>
    </message>
    <message>
        <source>Lease term (months)</source>
        <translation>租賃期（月）</translation>
    </message>
    <message>
        <source>Tokens / s per GPU</source>
        <translation>每 GPU 每秒 tokens</translation>
    </message>
    <message>
        <source>Transit (Mbps)</source>
        <translation>IP 轉接（Mbps）</translation>
    </message>
    <message>
        <source>Transit / Mbps-month</source>
        <translation>IP 轉接 / Mbps·月</translation>
    </message>
    <message>
        <source>Usable U / rack</source>
        <translation>每機櫃可用 U 數</translation>
    </message>
    <message>
        <source>Useful life (years)</source>
        <translation>可使用年期（年）</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>記憶體（GB）</translation>
    </message>
    <message>
        <source>%1 per US$</source>
        <translation>每 1 美元兌 %1</translation>
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
        <translation>快取輸入 / 百萬 token</translation>
    </message>
    <message>
        <source>Cached share of input</source>
        <translation>輸入中快取的比例</translation>
    </message>
    <message>
        <source>Input / million tokens</source>
        <translation>輸入 / 百萬 token</translation>
    </message>
    <message>
        <source>Input share of tokens</source>
        <translation>token 中輸入的比例</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Output / million tokens</source>
        <translation>輸出 / 百萬 token</translation>
    </message>
    <message>
        <source>Price path scale</source>
        <translation>價格路徑倍數</translation>
    </message>
    <message>
        <source>%1 on the price path</source>
        <translation>價格路徑上的%1</translation>
    </message>
    <message>
        <source>Immediate</source>
        <translation>即時全數扣除</translation>
    </message>
    <message>
        <source>Straight line</source>
        <translation>直線法</translation>
    </message>
    <message>
        <source>Declining balance</source>
        <translation>遞減餘額法</translation>
    </message>
    <message>
        <source>Allocated kW (whole racks)</source>
        <translation>分配 kW（整個機櫃）</translation>
    </message>
    <message>
        <source>Used kW (servers' rated power)</source>
        <translation>使用 kW（伺服器額定功率）</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>訓練</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>微調</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <source>Lease</source>
        <translation>租賃</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Scenario name</source>
        <translation>情境名稱</translation>
    </message>
    <message>
        <source>Reporting currency</source>
        <translation>報告貨幣</translation>
    </message>
    <message>
        <source>Show results after tax</source>
        <translation>顯示除稅後結果</translation>
    </message>
    <message>
        <source>Currency of licences</source>
        <translation>授權費貨幣</translation>
    </message>
    <message>
        <source>Credit the fleet's value at the end</source>
        <translation>期末計入機隊剩餘價值</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Restriction note</source>
        <translation>限制說明</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>折舊</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>貨幣</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>Power fee on</source>
        <translation>電力費計算基礎</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>冷卻</translation>
    </message>
    <message>
        <source>Cooling option</source>
        <translation>冷卻選項</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供應商</translation>
    </message>
    <message>
        <source>Path source</source>
        <translation>路徑來源</translation>
    </message>
    <message>
        <source>Path as of</source>
        <translation>路徑日期</translation>
    </message>
    <message>
        <source>Path note</source>
        <translation>價格路徑備註</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>地點</translation>
    </message>
    <message>
        <source>Rental region</source>
        <translation>租用地區</translation>
    </message>
    <message>
        <source>API provider</source>
        <translation>API 供應商</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>融資方式</translation>
    </message>
    <message>
        <source>Insurance / year</source>
        <translation>每年保險</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>供應</translation>
    </message>
    <message>
        <source>First month</source>
        <translation>首個月份</translation>
    </message>
    <message>
        <source>Fiscal year starts</source>
        <translation>財政年度開始月份</translation>
    </message>
    <message>
        <source>Capex budget / fiscal year</source>
        <translation>資本開支預算 / 財政年度</translation>
    </message>
    <message>
        <source>Most rented share</source>
        <translation>租用比例上限</translation>
    </message>
    <message>
        <source>Power envelope</source>
        <translation>電力上限</translation>
    </message>
    <message>
        <source>Power envelope later</source>
        <translation>其後的電力上限</translation>
    </message>
    <message>
        <source>Later envelope from month</source>
        <translation>其後電力上限的開始月份</translation>
    </message>
    <message>
        <source>Most racks</source>
        <translation>機櫃數目上限</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>價格基準日</translation>
    </message>
    <message>
        <source>Stale after (months)</source>
        <translation>過時期限(月)</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>氣冷</translation>
    </message>
    <message>
        <source>Direct liquid</source>
        <translation>直接液冷</translation>
    </message>
    <message>
        <source>Cooled by</source>
        <translation>冷卻方式</translation>
    </message>
    <message>
        <source>Whole rack</source>
        <translation>整櫃系統</translation>
    </message>
    <message>
        <source>Weight (kg)</source>
        <translation>重量(kg)</translation>
    </message>
    <message>
        <source>Cools</source>
        <translation>冷卻對象</translation>
    </message>
    <message>
        <source>Floor load (kg / rack)</source>
        <translation>樓面承重(kg/機櫃)</translation>
    </message>
    <message>
        <source>Repair without a spare (hours)</source>
        <translation>無備用機時維修（小時）</translation>
    </message>
    <message>
        <source>Interruptions / 1,000 GPU-hours</source>
        <translation>中斷次數 / 1,000 GPU小時</translation>
    </message>
    <message>
        <source>Spot / GPU-hour</source>
        <translation>現貨 / GPU小時</translation>
    </message>
    <message>
        <source>Spot interruptions / 1,000 GPU-hours</source>
        <translation>現貨中斷次數 / 1,000 GPU小時</translation>
    </message>
    <message>
        <source>Spot availability</source>
        <translation>現貨供應比例</translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation>每作業 GPU 數</translation>
    </message>
    <message>
        <source>Checkpoint every (hours)</source>
        <translation>檢查點間隔（小時）</translation>
    </message>
    <message>
        <source>Restart (hours)</source>
        <translation>重新啟動（小時）</translation>
    </message>
    <message>
        <source>May run on spot</source>
        <translation>可用現貨運行</translation>
    </message>
    <message>
        <source>Spot share</source>
        <translation>現貨比例</translation>
    </message>
    <message>
        <source>Capacity block / GPU-hour</source>
        <translation>容量區塊 / GPU 小時</translation>
    </message>
    <message>
        <source>Block length (days)</source>
        <translation>區塊長度（日）</translation>
    </message>
    <message>
        <source>Committed / GPU-hour</source>
        <translation>承諾價 / GPU 小時</translation>
    </message>
    <message>
        <source>Committed GPU-hours / month</source>
        <translation>承諾 GPU 小時 / 月</translation>
    </message>
</context>
<context>
    <name>FinderCatalog</name>
    <message>
        <source>Best: %1, peak fiscal-year capex %2; plans on the front: %3</source>
        <translation>最佳：%1，財政年度最高資本開支 %2；前沿上的方案：%3</translation>
    </message>
    <message>
        <source>Plan finder: present value against peak capex</source>
        <translation>方案搜尋：現值對最高資本開支</translation>
    </message>
    <message>
        <source>No other plan is cheaper and needs less capex in its peak fiscal year than a plan on the front</source>
        <translation>沒有其他方案比前沿上的方案更便宜而且最高財政年度資本開支更少</translation>
    </message>
    <message>
        <source>Plan finder: present value against P95</source>
        <translation>方案搜尋：現值對 P95</translation>
    </message>
    <message>
        <source>No other plan is cheaper and has a lower P95 than a plan on the front</source>
        <translation>沒有其他方案比前沿上的方案更便宜而且 P95 更低</translation>
    </message>
    <message>
        <source>Best: P95 %1</source>
        <translation>最佳：P95 %1</translation>
    </message>
</context>
<context>
    <name>FinderReport</name>
    <message>
        <source>FY%1</source>
        <translation>%1 財政年度</translation>
    </message>
    <message>
        <source>year %1</source>
        <translation>第 %1 年</translation>
    </message>
    <message>
        <source>The best of the scenario's own plans: %1, present value %2.</source>
        <translation>情境自身方案中最佳：%1，現值 %2。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>現值</translation>
    </message>
    <message>
        <source>Against #1</source>
        <translation>與 #1 之差</translation>
    </message>
    <message>
        <source>Against own best</source>
        <translation>與自身最佳之差</translation>
    </message>
    <message>
        <source>Peak FY capex</source>
        <translation>財政年度最高資本開支</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>equal alternatives: %1</source>
        <translation>同值替代方案：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>As #1 but </source>
        <translation>與 #1 相同，但 </translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Cost of #1 by supply and by workload</source>
        <translation>#1 按供應及工作負載劃分的成本</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>供應</translation>
    </message>
    <message>
        <source>Workloads (cost charged, nominal)</source>
        <translation>工作負載（分攤成本，名義）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>What separates #1 from #2:</source>
        <translation>#1 與 #2 的分別：</translation>
    </message>
    <message>
        <source>no other plan was ranked.</source>
        <translation>沒有其他已排名的方案。</translation>
    </message>
    <message>
        <source>#1 and #2 give every workload the same supply.</source>
        <translation>#1 與 #2 給每個工作負載的供應相同。</translation>
    </message>
    <message>
        <source>the present value of making that one change in #1 (more than zero: #1 is cheaper for it).</source>
        <translation>只在 #1 作出該項改變時的現值差（大於零：#1 因此較便宜）。</translation>
    </message>
    <message>
        <source>%1: %2 in #1, %3 in #2: %4</source>
        <translation>%1：#1 為 %2，#2 為 %3：%4</translation>
    </message>
    <message>
        <source>mix not feasible</source>
        <translation>此組合不可行</translation>
    </message>
    <message>
        <source>Limits of #1, at their highest:</source>
        <translation>#1 的限制（最高時）：</translation>
    </message>
    <message>
        <source>none stated for what #1 uses (a site's power envelope or racks, the capex budget, the rented share).</source>
        <translation>#1 所用的並無訂明限制（地點的電力上限或機櫃、資本開支預算、租用比例）。</translation>
    </message>
    <message>
        <source>(binds)</source>
        <translation>（已達上限）</translation>
    </message>
    <message>
        <source>#%1: present value %2</source>
        <translation>#%1：現值 %2</translation>
    </message>
    <message>
        <source>%1 against #1</source>
        <translation>與 #1 之差 %1</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>與 %2 之差 %1</translation>
    </message>
    <message>
        <source>rented share %1</source>
        <translation>租用比例 %1</translation>
    </message>
    <message>
        <source>P95 %1</source>
        <translation>P95 %1</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Capex by fiscal year</source>
        <translation>按財政年度劃分的資本開支</translation>
    </message>
    <message>
        <source>Fiscal year</source>
        <translation>財政年度</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>資本開支</translation>
    </message>
    <message>
        <source>The cost by supply, what separates it and its limits are given for #1; add this plan to the scenario to see all of its results.</source>
        <translation>按供應劃分的成本、分別及限制只就 #1 列出；把此方案加入情境即可查看其全部結果。</translation>
    </message>
    <message>
        <source>+%1 equal</source>
        <translation>同值 +%1</translation>
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
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 power envelope: %2 of %3 kW in %4</source>
        <translation>%1 電力上限：%3 kW 中的 %2 kW（%4）</translation>
    </message>
    <message>
        <source>%1 racks: %2 of %3 racks in %4</source>
        <translation>%1 機櫃：%3 個中的 %2 個（%4）</translation>
    </message>
    <message>
        <source>Capex budget: %1 of %2 in %3</source>
        <translation>資本開支預算：%2 中的 %1（%3）</translation>
    </message>
    <message>
        <source>Rented share: %1 of at most %2</source>
        <translation>租用比例：%1（上限 %2）</translation>
    </message>
    <message>
        <source>Searched %1 assignments of workloads to supplies (workloads: %2, supplies: %3): %4 priced, %5 feasible, from %6 evaluations of supplies for sets of workloads.</source>
        <translation>已搜尋 %1 種工作負載與供應的分配（工作負載：%2，供應：%3）：已計價 %4 種，可行 %5 種，來自 %6 次按工作負載組合的供應評估。</translation>
    </message>
    <message>
        <source>Best within %1 % of a proven lower bound (%2).</source>
        <translation>最佳方案與已證明的下限（%2）相差不超過 %1%。</translation>
    </message>
    <message>
        <source>Stopped before the end: the best of the assignments priced so far.</source>
        <translation>已中途停止：只是目前已計價分配中的最佳。</translation>
    </message>
    <message>
        <source>Exact: the best is proven by branch and bound.</source>
        <translation>精確：最佳方案已由分支定界法證明。</translation>
    </message>
    <message>
        <source>Exact: every assignment priced.</source>
        <translation>精確：每種分配均已計價。</translation>
    </message>
    <message>
        <source>Not proven: the best of the assignments priced.</source>
        <translation>未證明：只是已計價分配中的最佳。</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>現值</translation>
    </message>
    <message>
        <source>Present value after tax</source>
        <translation>稅後現值</translation>
    </message>
    <message>
        <source>P95 of present value</source>
        <translation>現值 P95</translation>
    </message>
</context>
<context>
    <name>ListBinding</name>
    <message>
        <source>row %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation>（副本）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>FleetCost workbooks (*.fleetcost)</source>
        <translation>FleetCost 工作簿 (*.fleetcost)</translation>
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
        <translation>%1%2 百萬</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>十億 %1</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>百萬 %1</translation>
    </message>
    <message>
        <source>%1 thousand</source>
        <translation>千 %1</translation>
    </message>
    <message>
        <source>month %1 (year %2)</source>
        <translation>第 %1 個月（第 %2 年）</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 頁，共 %2 頁</translation>
    </message>
    <message>
        <source>Prepared on %1 with FleetCost %2.</source>
        <translation>於 %1 以 FleetCost %2 編製。</translation>
    </message>
    <message>
        <source>Workbook: %1</source>
        <translation>工作簿：%1</translation>
    </message>
    <message numerus="yes">
        <source>Horizon: %n month(s); amounts in %1</source>
        <translation>
            <numerusform>評估期：%n 個月；金額以 %1 列示</numerusform>
        </translation>
    </message>
    <message>
        <source>Discount rate: %1 % a year; %2</source>
        <translation>貼現率：每年 %1%；%2</translation>
    </message>
    <message>
        <source>after tax</source>
        <translation>除稅後</translation>
    </message>
    <message>
        <source>before tax</source>
        <translation>除稅前</translation>
    </message>
    <message>
        <source>FleetCost — %1</source>
        <translation>FleetCost — %1</translation>
    </message>
    <message>
        <source>Renting or owning GPU servers: the cost comparison</source>
        <translation>租用抑或自置 GPU 伺服器：成本比較</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>行政摘要</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>主要數據</translation>
    </message>
    <message>
        <source>Yearly cash flows</source>
        <translation>每年現金流</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>計算方法</translation>
    </message>
    <message>
        <source>Tax rules</source>
        <translation>稅務規則</translation>
    </message>
    <message>
        <source>Appendix: assumptions register</source>
        <translation>附錄：假設一覽表</translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n scenario(s)</source>
        <translation>
            <numerusform>%n 個情境的比較</numerusform>
        </translation>
    </message>
    <message>
        <source>Renting or owning GPU servers: scenarios side by side</source>
        <translation>租用抑或自置 GPU 伺服器：情境並列比較</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>並列比較</translation>
    </message>
    <message>
        <source>Cumulative cost of %1</source>
        <translation>「%1」的累計成本</translation>
    </message>
    <message>
        <source>&lt;p&gt;This scenario has problems; fix them to see its results.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此情境存在問題；請先修正，方可查看其結果。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n plan(s)</source>
        <translation>
            <numerusform>%n 個方案</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n workload(s)</source>
        <translation>
            <numerusform>%n 個工作負載</numerusform>
        </translation>
    </message>
    <message>
        <source>Risk: how robust is the answer?</source>
        <translation>風險：結論有多穩健？</translation>
    </message>
    <message>
        <source>What decides it</source>
        <translation>決定結果的因素</translation>
    </message>
    <message>
        <source>What it takes for owning to win</source>
        <translation>自置勝出的條件</translation>
    </message>
    <message>
        <source>How the plan was found</source>
        <translation>方案如何找到</translation>
    </message>
    <message>
        <source>The best plans (top %1)</source>
        <translation>最佳方案（前 %1 名）</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>expected an object</source>
        <translation>必須為物件</translation>
    </message>
    <message>
        <source>the costs of plan %1 are too large to compute: check the prices, counts and exchange rates it uses</source>
        <translation>方案 %1 的成本過大，無法計算：請檢查其使用的價格、數量及匯率</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字串</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>數字</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>物件</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>陣列</translation>
    </message>
    <message>
        <source>an unsupported value</source>
        <translation>不支援的值</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8 (%1); save the file as UTF-8</source>
        <translation>文字不是有效的 UTF-8（%1）；請將檔案儲存為 UTF-8</translation>
    </message>
    <message>
        <source>the number %1 is beyond the range of numbers FleetCost can compute with</source>
        <translation>數字 %1 超出 FleetCost 可計算的範圍</translation>
    </message>
    <message>
        <source>the key %1 appears twice in the same object</source>
        <translation>鍵 %1 在同一物件中出現了兩次</translation>
    </message>
    <message>
        <source>the number %1 is beyond the range of numbers FleetCost can compute with (line %2, column %3)</source>
        <translation>數字 %1 超出 FleetCost 可計算的範圍（第 %2 行，第 %3 列）</translation>
    </message>
    <message>
        <source>NaN and Infinity are not numbers that JSON allows</source>
        <translation>NaN 和 Infinity 不是 JSON 允許的數字</translation>
    </message>
    <message>
        <source>the file ends before the JSON is complete (is it truncated?)</source>
        <translation>JSON 未完結檔案便已結束（檔案是否被截斷？）</translation>
    </message>
    <message>
        <source>more text follows the end of the JSON value</source>
        <translation>JSON 值結束後還有多餘的文字</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列不是有效的 JSON：%3</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels is not allowed</source>
        <translation>巢狀結構不可超過 %1 層</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>檔案是空的</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; FleetCost reads UTF-8: save it as UTF-8</source>
        <translation>檔案是 UTF-16 文字；FleetCost 讀取 UTF-8：請儲存為 UTF-8</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>必須為數字（現為%1）</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>必須為字串（現為%1）</translation>
    </message>
    <message>
        <source>a figure needs a number "value"</source>
        <translation>數值需要數字 "value"</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>必須為 true 或 false（現為%1）</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>必須為物件（現為%1）</translation>
    </message>
    <message>
        <source>expected an array, got %1</source>
        <translation>必須為陣列（現為%1）</translation>
    </message>
    <message>
        <source>expected an object of rates per USD, got %1</source>
        <translation>必須為每 1 USD 匯率的物件（現為%1）</translation>
    </message>
    <message>
        <source>expected an array of GPU ids, got %1</source>
        <translation>必須為 GPU id 的陣列（現為%1）</translation>
    </message>
    <message>
        <source>expected a GPU id (a string), got %1</source>
        <translation>必須為 GPU id（字串）（現為%1）</translation>
    </message>
    <message>
        <source>expected a number (a weight), got %1</source>
        <translation>必須為數字（權重）（現為%1）</translation>
    </message>
    <message>
        <source>expected "flat", "business_hours", "diurnal" or an array of 168 weights, got %1</source>
        <translation>必須為 "flat"、"business_hours"、"diurnal" 或 168 個權重的陣列（現為%1）</translation>
    </message>
    <message>
        <source>not a FleetCost workbook: expected a JSON object, got %1</source>
        <translation>不是 FleetCost 工作簿：必須為 JSON 物件（現為%1）</translation>
    </message>
    <message>
        <source>needs a newer FleetCost: this file is version %1, this FleetCost reads versions up to %2</source>
        <translation>需要較新的 FleetCost：此檔案為第 %1 版，此 FleetCost 只能讀取至第 %2 版</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>沒有此檔案</translation>
    </message>
    <message>
        <source>is a folder, not a workbook file</source>
        <translation>這是資料夾，不是工作簿檔案</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>不是一般檔案</translation>
    </message>
    <message>
        <source>the file is %1; a workbook may be at most 64 MiB</source>
        <translation>檔案大小為 %1；工作簿最多 64 MiB</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>無法讀取：%1</translation>
    </message>
    <message>
        <source>a training workload cannot use an API</source>
        <translation>訓練工作負載不能使用 API</translation>
    </message>
    <message>
        <source>a fine-tuning workload cannot use an API</source>
        <translation>微調工作負載不能使用 API</translation>
    </message>
    <message>
        <source>it is sized in GPU-hours, not tokens</source>
        <translation>其規模以 GPU 小時而非 token 計算</translation>
    </message>
    <message>
        <source>it names no model</source>
        <translation>未指定模型</translation>
    </message>
    <message>
        <source>no API offer for model %1 from %2 in region %3</source>
        <translation>地區 %3 沒有 %2 提供模型 %1 的 API 報價</translation>
    </message>
    <message>
        <source>no API offer for model %1 in region %2</source>
        <translation>地區 %2 沒有模型 %1 的 API 報價</translation>
    </message>
    <message>
        <source> to rent what its API offers cannot serve (workload %1: %2)</source>
        <translation>（用以租用其 API 報價無法承擔的部分；工作負載 %1：%2）</translation>
    </message>
    <message>
        <source>plan %1 needs a server model with GPU %2, but server_models has none</source>
        <translation>方案 %1 需要配備 GPU %2 的伺服器型號，但 server_models 中沒有</translation>
    </message>
    <message>
        <source>plan %1 has no rental offer for GPU %2 from provider %3 in region %4 (other providers offer it)%5</source>
        <translation>方案 %1 在地區 %4 沒有供應商 %3 的 GPU %2 租用報價（其他供應商有提供）%5</translation>
    </message>
    <message>
        <source>plan %1 has no rental offer for GPU %2 in region %3%4</source>
        <translation>方案 %1 在地區 %3 沒有 GPU %2 的租用報價%4</translation>
    </message>
    <message>
        <source>required by plan %1 but missing</source>
        <translation>方案 %1 需要此項，但未提供</translation>
    </message>
    <message>
        <source>%1 kW server %2 does not fit the %3 kW %4 rack at %5 (plan %6)</source>
        <translation>%1 kW 伺服器 %2 無法放入 %5 的 %3 kW %4 機櫃（方案 %6）</translation>
    </message>
    <message>
        <source>%1U server %2 does not fit the %3 usable rack units at %4 (plan %5)</source>
        <translation>%1U 伺服器 %2 無法放入 %4 的 %3 個可用機櫃單位（方案 %5）</translation>
    </message>
    <message>
        <source>peak demand of %1 GPUs is above the limit of 1000000 GPUs per GPU model</source>
        <translation>高峰需求 %1 個 GPU 超出每個 GPU 型號 1000000 個 GPU 的上限</translation>
    </message>
    <message>
        <source>peak demand grows beyond any number FleetCost can compute (the limit is 1000000 GPUs per GPU model): check the demand and annual_growth of its workloads</source>
        <translation>高峰需求增長至 FleetCost 無法計算的數值（上限為每個 GPU 型號 1000000 個 GPU）：請檢查其工作負載的需求及 annual_growth</translation>
    </message>
    <message>
        <source>the map's value %1 %2</source>
        <translation>圖中的值 %1：%2</translation>
    </message>
    <message>
        <source>at the map's point %1 %2, %3 %4: %5</source>
        <translation>於圖中的點 %1 %2、%3 %4：%5</translation>
    </message>
    <message>
        <source>in trial %1 of seed %2, the figures drawn break a rule: %3</source>
        <translation>在種子 %2 的第 %1 次試驗中，抽出的數值違反規則：%3</translation>
    </message>
    <message>
        <source>must not be above power_max_kw (%1 kW), got %2</source>
        <translation>不可高於 power_max_kw（%1 kW）（現為 %2）</translation>
    </message>
    <message>
        <source>must be after the month of the point before (%1), got %2</source>
        <translation>必須晚於前一點的月份（%1）（現為 %2）</translation>
    </message>
    <message>
        <source>must be after start_month (%1), got %2</source>
        <translation>必須晚於 start_month（%1）（現為 %2）</translation>
    </message>
    <message>
        <source>with this bound (%1), %2</source>
        <translation>以此界限（%1）：%2</translation>
    </message>
    <message>
        <source>with this bound (%1), %2: %3</source>
        <translation>以此界限（%1），%2：%3</translation>
    </message>
    <message>
        <source>today's fleet of plan %1 cannot serve %2 demand this high, and the plan rents nothing to serve the rest</source>
        <translation>方案 %1 現有的機群無法應付如此高的 %2 需求，而該方案沒有租用任何資源承擔餘下部分</translation>
    </message>
    <message>
        <source>the search stops at demand scale %1: %2</source>
        <translation>搜尋於需求倍數 %1 停止：%2</translation>
    </message>
    <message>
        <source>the search stops at %1 %2: %3</source>
        <translation>搜尋於 %1 %2 停止：%3</translation>
    </message>
    <message>
        <source>a change of sign could not be narrowed: %1</source>
        <translation>無法收窄正負號轉變的位置：%1</translation>
    </message>
    <message>
        <source>at most %1 characters are allowed, got %2</source>
        <translation>最多只可有 %1 個字元（現為 %2）</translation>
    </message>
    <message>
        <source>at most %1 characters are allowed in %2, got %3</source>
        <translation>%2 最多只可有 %1 個字元（現為 %3）</translation>
    </message>
    <message>
        <source>must be a finite number, got %1</source>
        <translation>必須為有限數字（現為 %1）</translation>
    </message>
    <message>
        <source>must be 0 or more, got %1</source>
        <translation>必須為 0 或以上（現為 %1）</translation>
    </message>
    <message>
        <source>must be more than 0, got %1</source>
        <translation>必須大於 0（現為 %1）</translation>
    </message>
    <message>
        <source>must be more than -1 (a fall of 100%), got %1</source>
        <translation>必須大於 -1（即下跌 100%）（現為 %1）</translation>
    </message>
    <message>
        <source>must be between 0 and 1, got %1</source>
        <translation>必須介乎 0 至 1（現為 %1）</translation>
    </message>
    <message>
        <source>must be between 1.0 and 3.0, got %1</source>
        <translation>必須介乎 1.0 至 3.0（現為 %1）</translation>
    </message>
    <message>
        <source>must be between 0 and 10, got %1</source>
        <translation>必須介乎 0 至 10（現為 %1）</translation>
    </message>
    <message>
        <source>must be a whole number of months from 1 to 600, got %1</source>
        <translation>必須為 1 至 600 的整數月數（現為 %1）</translation>
    </message>
    <message>
        <source>must be a whole number, 0 or more, got %1</source>
        <translation>必須為 0 或以上的整數（現為 %1）</translation>
    </message>
    <message>
        <source>must be a whole number, 1 or more, got %1</source>
        <translation>必須為 1 或以上的整數（現為 %1）</translation>
    </message>
    <message>
        <source>must not be above the value %1, got %2</source>
        <translation>不可高於數值 %1（現為 %2）</translation>
    </message>
    <message>
        <source>must not be below the value %1, got %2</source>
        <translation>不可低於數值 %1（現為 %2）</translation>
    </message>
    <message>
        <source>at most %1 %2 are allowed, got %3</source>
        <translation>%2 最多只可有 %1 項（現為 %3）</translation>
    </message>
    <message>
        <source>must name a currency, e.g. "JPY", got an empty string</source>
        <translation>必須指定貨幣，例如 "JPY"（現為空字串）</translation>
    </message>
    <message>
        <source>no exchange rate for %1: add it to fx_per_usd</source>
        <translation>沒有 %1 的匯率：請在 fx_per_usd 中加入</translation>
    </message>
    <message>
        <source>required but missing: units of each currency per 1 USD, e.g. {"JPY": 150}</source>
        <translation>必填但缺少：每 1 USD 兌各貨幣的數額，例如 {"JPY": 150}</translation>
    </message>
    <message>
        <source>a currency code</source>
        <translation>貨幣代碼</translation>
    </message>
    <message>
        <source>USD is 1 per USD by definition, got %1</source>
        <translation>按定義 USD 為每 USD 1（現為 %1）</translation>
    </message>
    <message>
        <source>required but missing</source>
        <translation>必填但缺少</translation>
    </message>
    <message>
        <source>the id %1 is already used by %2</source>
        <translation>id %1 已被 %2 使用</translation>
    </message>
    <message>
        <source>the name %1 is already used by %2</source>
        <translation>名稱 %1 已被 %2 使用</translation>
    </message>
    <message>
        <source>required but missing: "fleetcost-workbook"</source>
        <translation>必填但缺少："fleetcost-workbook"</translation>
    </message>
    <message>
        <source>must be "fleetcost-workbook", got %1</source>
        <translation>必須為 "fleetcost-workbook"（現為 %1）</translation>
    </message>
    <message>
        <source>required but missing: the format version, 1</source>
        <translation>必填但缺少：格式版本 1</translation>
    </message>
    <message>
        <source>required but missing: the list of scenarios</source>
        <translation>必填但缺少：情境清單</translation>
    </message>
    <message>
        <source>no GPU model with id %1 in %2</source>
        <translation>%2 中沒有 id 為 %1 的 GPU 型號</translation>
    </message>
    <message>
        <source>required when tax_rate is above 0: how hardware is depreciated</source>
        <translation>tax_rate 大於 0 時必填：硬件的折舊方法</translation>
    </message>
    <message>
        <source>required but missing: immediate, straight_line or declining_balance</source>
        <translation>必填但缺少：immediate、straight_line 或 declining_balance</translation>
    </message>
    <message>
        <source>must be immediate, straight_line or declining_balance, got %1</source>
        <translation>必須為 immediate、straight_line 或 declining_balance（現為 %1）</translation>
    </message>
    <message>
        <source>required for %1 but missing</source>
        <translation>%1 必填但缺少</translation>
    </message>
    <message>
        <source>required for declining_balance but missing (2 = 200% declining balance)</source>
        <translation>declining_balance 必填但缺少（2 = 200% 遞減餘額法）</translation>
    </message>
    <message>
        <source>no region with id %1 in %2</source>
        <translation>%2 中沒有 id 為 %1 的地區</translation>
    </message>
    <message>
        <source>must be allocated or used, got %1</source>
        <translation>必須為 allocated 或 used（現為 %1）</translation>
    </message>
    <message>
        <source>required: at least one cooling option</source>
        <translation>必填：至少一個冷卻選項</translation>
    </message>
    <message>
        <source>must name one of the site's cooling_options, got %1</source>
        <translation>必須為該地點 cooling_options 之一（現為 %1）</translation>
    </message>
    <message>
        <source>required: at least one point {month, on_demand_per_gpu_hour and/or reserved_per_gpu_month}</source>
        <translation>必填：至少一個點 {month、on_demand_per_gpu_hour 及／或 reserved_per_gpu_month}</translation>
    </message>
    <message>
        <source>a point needs on_demand_per_gpu_hour, reserved_per_gpu_month or both</source>
        <translation>每個點需要 on_demand_per_gpu_hour、reserved_per_gpu_month 或兩者</translation>
    </message>
    <message>
        <source>must be training, fine_tuning or inference, got %1</source>
        <translation>必須為 training、fine_tuning 或 inference（現為 %1）</translation>
    </message>
    <message>
        <source>give either gpu_hours_per_month or avg_tokens_per_second with tokens_per_second_per_gpu, not both</source>
        <translation>請提供 gpu_hours_per_month，或 avg_tokens_per_second 連同 tokens_per_second_per_gpu，不可兩者皆有</translation>
    </message>
    <message>
        <source>required but missing: give gpu_hours_per_month, or avg_tokens_per_second with tokens_per_second_per_gpu</source>
        <translation>必填但缺少：請提供 gpu_hours_per_month，或 avg_tokens_per_second 連同 tokens_per_second_per_gpu</translation>
    </message>
    <message>
        <source>required with avg_tokens_per_second but missing</source>
        <translation>使用 avg_tokens_per_second 時必填但缺少</translation>
    </message>
    <message>
        <source>required with tokens_per_second_per_gpu but missing</source>
        <translation>使用 tokens_per_second_per_gpu 時必填但缺少</translation>
    </message>
    <message>
        <source>must have 168 weights, one per hour of the week from Monday 00:00, got %1</source>
        <translation>必須有 168 個權重，由星期一 00:00 起每星期每小時一個（現有 %1 個）</translation>
    </message>
    <message>
        <source>the weights must not all be 0</source>
        <translation>權重不可全部為 0</translation>
    </message>
    <message>
        <source>must be "flat", "business_hours", "diurnal" or an array of 168 weights, got %1</source>
        <translation>必須為 "flat"、"business_hours"、"diurnal" 或 168 個權重的陣列（現為 %1）</translation>
    </message>
    <message>
        <source>must be rent_on_demand, rent_reserved, colocate, hybrid or api, got %1</source>
        <translation>必須為 rent_on_demand、rent_reserved、colocate、hybrid 或 api（現為 %1）</translation>
    </message>
    <message>
        <source>required for %1 but missing: the id of a site</source>
        <translation>%1 必填但缺少：地點的 id</translation>
    </message>
    <message>
        <source>no site with id %1 in %2</source>
        <translation>%2 中沒有 id 為 %1 的地點</translation>
    </message>
    <message>
        <source>required for colocate when lead_time_months is above 0 (demand is rented until the servers arrive) but missing</source>
        <translation>lead_time_months 大於 0 時 colocate 必填但缺少（伺服器到貨前的需求以租用應付）</translation>
    </message>
    <message>
        <source>required for %1 but missing: the id of a region</source>
        <translation>%1 必填但缺少：地區的 id</translation>
    </message>
    <message>
        <source>required for a lease but missing</source>
        <translation>租賃必填但缺少</translation>
    </message>
    <message>
        <source>must be cash or lease, got %1</source>
        <translation>必須為 cash 或 lease（現為 %1）</translation>
    </message>
    <message>
        <source>required by plan %1, whose API offer serves this workload, but missing: the share of its tokens that are input (prompt) tokens, from 0 to 1</source>
        <translation>方案 %1 的 API 報價服務此工作負載，因此必填但缺少：其 token 中輸入（提示）token 所佔的比例，由 0 至 1</translation>
    </message>
    <message>
        <source>%1 trillion</source>
        <translation>%1 萬億</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 十億</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 百萬</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 小時</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 分鐘</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>the hourly demand of %1 on %2 over %3</source>
        <translation>%1在 %2上 %3的每小時需求</translation>
    </message>
    <message>
        <source>%1 workload</source>
        <translation>%1 個工作負載</translation>
    </message>
    <message>
        <source>%1 workloads</source>
        <translation>%1 個工作負載</translation>
    </message>
    <message>
        <source>%1 GPU model</source>
        <translation>%1 個 GPU 型號</translation>
    </message>
    <message>
        <source>%1 GPU models</source>
        <translation>%1 個 GPU 型號</translation>
    </message>
    <message>
        <source>%1 month</source>
        <translation>%1 個月</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 個月</translation>
    </message>
    <message>
        <source>use fewer workloads, fewer GPU models or a shorter horizon</source>
        <translation>請減少工作負載或 GPU 型號，或縮短期間</translation>
    </message>
    <message>
        <source>%1 × %2 × %3</source>
        <translation>%1 × %2 × %3</translation>
    </message>
    <message>
        <source>%1 plan</source>
        <translation>%1 個方案</translation>
    </message>
    <message>
        <source>%1 plans</source>
        <translation>%1 個方案</translation>
    </message>
    <message>
        <source>use fewer plans, fewer GPU models or a shorter horizon</source>
        <translation>請減少方案或 GPU 型號，或縮短期間</translation>
    </message>
    <message>
        <source>the flows of %1</source>
        <translation>%1的現金流</translation>
    </message>
    <message>
        <source>the results of %1</source>
        <translation>%1的結果</translation>
    </message>
    <message>
        <source>the tax and lease schedules of %1</source>
        <translation>%1的稅項及租賃時間表</translation>
    </message>
    <message>
        <source>use fewer owning plans or a shorter horizon</source>
        <translation>請減少自置方案或縮短期間</translation>
    </message>
    <message>
        <source>the workload costs of %1</source>
        <translation>%1的工作負載成本</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>use fewer plans or workloads</source>
        <translation>請減少方案或工作負載</translation>
    </message>
    <message>
        <source>the API costs of %1 × %2 × %3</source>
        <translation>%1 × %2 × %3的 API 成本</translation>
    </message>
    <message>
        <source>%1 api plan</source>
        <translation>%1 個 api 方案</translation>
    </message>
    <message>
        <source>%1 api plans</source>
        <translation>%1 個 api 方案</translation>
    </message>
    <message>
        <source>use fewer api plans, fewer workloads or a shorter horizon</source>
        <translation>請減少 api 方案或工作負載，或縮短期間</translation>
    </message>
    <message>
        <source>the hybrid cap search (%1, up to %2 per GPU model, %3)</source>
        <translation>混合上限搜尋（%1，每個 GPU 型號最多 %2，%3）</translation>
    </message>
    <message>
        <source>%1 hybrid plan</source>
        <translation>%1 個 hybrid 方案</translation>
    </message>
    <message>
        <source>%1 hybrid plans</source>
        <translation>%1 個 hybrid 方案</translation>
    </message>
    <message>
        <source>%1 server</source>
        <translation>%1 部伺服器</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 部伺服器</translation>
    </message>
    <message>
        <source>use servers with more GPUs, less headroom, fewer hybrid plans or a shorter horizon</source>
        <translation>請使用 GPU 較多的伺服器、減少餘量、減少 hybrid 方案或縮短期間</translation>
    </message>
    <message>
        <source>the reservation search (%1, up to %2 per term)</source>
        <translation>預留搜尋（%1，每個期限最多 %2）</translation>
    </message>
    <message>
        <source>%1 rent_reserved plan</source>
        <translation>%1 個 rent_reserved 方案</translation>
    </message>
    <message>
        <source>%1 rent_reserved plans</source>
        <translation>%1 個 rent_reserved 方案</translation>
    </message>
    <message>
        <source>%1 reserved unit</source>
        <translation>%1 個預留單位</translation>
    </message>
    <message>
        <source>%1 reserved units</source>
        <translation>%1 個預留單位</translation>
    </message>
    <message>
        <source>use a larger reserved_unit_gpus or fewer rent_reserved plans</source>
        <translation>請加大 reserved_unit_gpus 或減少 rent_reserved 方案</translation>
    </message>
    <message>
        <source>the break-even and IRR of %1 owning × %2 renting plans over %3</source>
        <translation>%1 個自置方案 × %2 個租用報價在 %3內的收支平衡及 IRR</translation>
    </message>
    <message>
        <source>use fewer plans or a shorter horizon</source>
        <translation>請減少方案或縮短期間</translation>
    </message>
    <message>
        <source>the restriction warnings (%1 quoting their regions' restriction_note)</source>
        <translation>限制警告（%1，引用其地區的 restriction_note）</translation>
    </message>
    <message>
        <source>%1 warning</source>
        <translation>%1 個警告</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 個警告</translation>
    </message>
    <message>
        <source>use fewer plans in regions that restrict their GPU models, or a shorter restriction_note</source>
        <translation>請減少位於限制其 GPU 型號地區的方案，或縮短 restriction_note</translation>
    </message>
    <message>
        <source>too large to evaluate: it would need about %1 of memory, over the limit of %2; most of it for %3: %4</source>
        <translation>過大，無法評估：約需 %1 記憶體，超出上限 %2；大部分用於 %3：%4</translation>
    </message>
    <message>
        <source>too large to evaluate: about %1 steps of computation (%2), over the limit of %3 (about %4); most of them for %5: %6</source>
        <translation>過大，無法評估：約需 %1 步計算（%2），超出上限 %3（約 %4）；大部分用於 %5：%6</translation>
    </message>
    <message>
        <source>the plan finder searches 1 to 62 workloads, got %1</source>
        <translation>計劃搜尋器可搜尋 1 至 62 個工作負載，得到 %1</translation>
    </message>
    <message>
        <source>no supply can serve workload %1: no site fits its server and no region rents its GPU model or serves its model</source>
        <translation>沒有供應可服務工作負載 %1:沒有數據中心容納其伺服器，也沒有區域租用其 GPU 型號或提供其模型</translation>
    </message>
    <message>
        <source>must be rent_on_demand, rent_reserved, colocate, hybrid, api or portfolio, got %1</source>
        <translation>必須是 rent_on_demand、rent_reserved、colocate、hybrid、api 或 portfolio，得到 %1</translation>
    </message>
    <message>
        <source>only a portfolio plan has assignments; this plan is %1</source>
        <translation>只有組合計劃才有分配;此計劃是 %1</translation>
    </message>
    <message>
        <source>a portfolio plan needs an assignment for each workload, got none</source>
        <translation>組合計劃需要為每個工作負載設定分配，但沒有任何分配</translation>
    </message>
    <message>
        <source>no workload named %1 in %2</source>
        <translation>%2 中沒有名為 %1 的工作負載</translation>
    </message>
    <message>
        <source>workload %1 is already assigned by %2</source>
        <translation>工作負載 %1 已由 %2 分配</translation>
    </message>
    <message>
        <source>what a plan owns at site %1 is owned one way: %2 has %3, this assignment %4</source>
        <translation>計劃在數據中心 %1 自置的部分只可有一種方式:%2 是 %3，此分配是 %4</translation>
    </message>
    <message>
        <source>workload %1 has no assignment: a portfolio plan gives every workload a supply</source>
        <translation>工作負載 %1 沒有分配:組合計劃為每個工作負載指定供應</translation>
    </message>
    <message>
        <source>plan %1 needs %2 kW at site %3 in %4, above its power envelope of %5 kW by %6 kW</source>
        <translation>計劃 %1 在 %4 於數據中心 %3 需要 %2 kW，超出其電力上限 %5 kW 達 %6 kW</translation>
    </message>
    <message>
        <source>plan %1 needs %2 racks at site %3 in %4, above its %5 racks by %6</source>
        <translation>計劃 %1 在 %4 於數據中心 %3 需要 %2 個機櫃，超出上限 %5 個達 %6 個</translation>
    </message>
    <message>
        <source>must be a month as YYYY-MM, got %1</source>
        <translation>必須是 YYYY-MM 格式的月份，得到 %1</translation>
    </message>
    <message>
        <source>must be a month from 1 to 12, got %1</source>
        <translation>必須是 1 至 12 的月份，得到 %1</translation>
    </message>
    <message>
        <source>required with %1 but missing</source>
        <translation>與 %1 一同必須提供，但缺少</translation>
    </message>
    <message>
        <source>serves workload %1 in region %2, which the workload does not allow (its allowed_regions: %3)</source>
        <translation>在區域 %2 服務工作負載 %1，但該工作負載不允許(其 allowed_regions:%3)</translation>
    </message>
    <message>
        <source>the plan finder cannot search this scenario: %1 sets of workloads to price for its supplies (at most %2); give fewer workloads, or fewer sites and regions</source>
        <translation>計劃搜尋器無法搜尋此情境:各供應需計算的工作負載組合有 %1 個(上限 %2 個);請減少工作負載，或減少數據中心與區域</translation>
    </message>
    <message>
        <source>must be a date as YYYY, YYYY-MM or YYYY-MM-DD, got %1</source>
        <translation>必須是 YYYY、YYYY-MM 或 YYYY-MM-DD 格式的日期，得到 %1</translation>
    </message>
    <message>
        <source>must be quote, list_price, index, specification or estimate, got %1</source>
        <translation>必須是 quote、list_price、index、specification 或 estimate，得到 %1</translation>
    </message>
    <message>
        <source>an estimate must say in its source what it is estimated from</source>
        <translation>估算值須在 source 中說明其估算依據</translation>
    </message>
    <message>
        <source>must be a date as YYYY-MM or YYYY-MM-DD, got %1</source>
        <translation>必須是 YYYY-MM 或 YYYY-MM-DD 格式的日期，得到 %1</translation>
    </message>
    <message>
        <source>%1 kW rack-scale system %2 needs direct liquid cooling of at least %1 kW a rack; %3 at %4 offers %5 kW of air cooling (plan %6)</source>
        <translation>%1 kW 的整櫃系統 %2 需要每機櫃至少 %1 kW 的直接液冷;%4 的 %3 只提供 %5 kW 氣冷(計劃 %6)</translation>
    </message>
    <message>
        <source>%1 kW liquid-cooled server %2 needs direct liquid cooling; %3 at %4 offers %5 kW of air cooling (plan %6)</source>
        <translation>%1 kW 的液冷伺服器 %2 需要直接液冷;%4 的 %3 只提供 %5 kW 氣冷(計劃 %6)</translation>
    </message>
    <message>
        <source>air-cooled server %1 cannot use the direct liquid-cooled %2 rack at %3 (plan %4)</source>
        <translation>氣冷伺服器 %1 不能使用 %3 的直接液冷機櫃 %2(計劃 %4)</translation>
    </message>
    <message>
        <source>%1 kW rack-scale system %2 needs direct liquid cooling of at least %1 kW a rack; %3 at %4 offers %5 kW (plan %6)</source>
        <translation>%1 kW 的整櫃系統 %2 需要每機櫃至少 %1 kW 的直接液冷;%4 的 %3 只提供 %5 kW(計劃 %6)</translation>
    </message>
    <message>
        <source>%1 kg server %2 is heavier than the %3 kg floor loading of the %4 rack at %5 (plan %6)</source>
        <translation>%1 kg 的伺服器 %2 超過 %5 的 %4 機櫃樓面承重 %3 kg(計劃 %6)</translation>
    </message>
    <message>
        <source>%1; the site's cooling option %2 would take it</source>
        <translation>%1;場地的冷卻選項 %2 可容納</translation>
    </message>
    <message>
        <source>must be air or liquid, got %1</source>
        <translation>必須為 air 或 liquid,實際為 %1</translation>
    </message>
    <message>
        <source>offer %1 states no spot_per_gpu_hour for workload %2, which may run on spot</source>
        <translation>租用報價 %1 沒有為可用 Spot 現貨運行的工作負載 %2 列明 spot_per_gpu_hour</translation>
    </message>
    <message>
        <source>applies to training and fine_tuning workloads only; this workload is inference</source>
        <translation>只適用於 training 及 fine_tuning 工作負載；此工作負載為 inference</translation>
    </message>
    <message>
        <source>applies to rent_on_demand supplies only; this one is %1</source>
        <translation>只適用於 rent_on_demand 供應；此供應為 %1</translation>
    </message>
    <message>
        <source>must be 1 to 14 days, or a multiple of 7 up to 182, got %1</source>
        <translation>必須為 1 至 14 日，或 7 的倍數至 182 日，實際為 %1</translation>
    </message>
    <message>
        <source>needs commitment_per_gpu_hour, the committed price</source>
        <translation>需要 commitment_per_gpu_hour（承諾價）</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 個月</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>百萬 %1</translation>
    </message>
    <message>
        <source>%1 thousand</source>
        <translation>千 %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;The scenario has no plans to compare.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此情境沒有可供比較的方案。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Over %1, the cheapest plan is &lt;b&gt;%2&lt;/b&gt;, with a present value of %3 (%4 in nominal terms).</source>
        <translation>在 %1 的評估期內，成本最低的方案為&lt;b&gt;%2&lt;/b&gt;，其現值為 %3（名義金額為 %4）。</translation>
    </message>
    <message>
        <source>Owning is cheaper: the best owning plan, %1, saves %2 in present value against the best renting plan, %3.</source>
        <translation>自置的成本較低：最佳自置方案「%1」較最佳租用方案「%3」節省現值 %2。</translation>
    </message>
    <message>
        <source>Renting is cheaper: the best renting plan, %1, costs %2 less in present value than the best owning plan, %3.</source>
        <translation>租用的成本較低：最佳租用方案「%1」的現值較最佳自置方案「%3」低 %2。</translation>
    </message>
    <message>
        <source>%1 owns no server: at these prices renting every burst is cheaper than owning any.</source>
        <translation>「%1」並無自置任何伺服器：按現行價格，以租用應付全部突發需求的成本，低於自置任何伺服器。</translation>
    </message>
    <message>
        <source>%1 breaks even against %2 after %3 (discounted: %4).</source>
        <translation>「%1」相對「%2」於 %3後達到損益平衡點（按貼現計算：%4）。</translation>
    </message>
    <message>
        <source>never within the horizon</source>
        <translation>評估期內未能達到</translation>
    </message>
    <message>
        <source>%1 does not break even against %2 within the horizon.</source>
        <translation>「%1」相對「%2」在評估期內未能達到損益平衡點。</translation>
    </message>
    <message>
        <source>Against %1 it breaks even after %2.</source>
        <translation>相對「%1」，則於 %2後達到損益平衡點。</translation>
    </message>
    <message>
        <source>The return on owning instead of renting (IRR) is %1 % a year.</source>
        <translation>以自置代替租用的內部回報率（IRR）為每年 %1%。</translation>
    </message>
    <message>
        <source>The scenario needs both an owning and a renting plan to compare them.</source>
        <translation>此情境須同時包含自置方案及租用方案，方可進行比較。</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1（%2%）</translation>
    </message>
    <message>
        <source>Its biggest cost drivers are %1, as shares of its present-value costs.</source>
        <translation>成本最低方案的最主要成本項目（按佔其現值成本的比例計）為：%1。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n warning(s):&lt;/b&gt; plans own or rent GPUs restricted in their region (see Warnings).</source>
        <translation>
            <numerusform>&lt;b&gt;%n 項警告：&lt;/b&gt;有方案在其所在地區自置或租用受限制的 GPU（見「警告」一節）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Present value, %1</source>
        <translation>現值（%1）</translation>
    </message>
    <message>
        <source>Nominal cost, %1</source>
        <translation>名義成本（%1）</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>每 GPU 小時</translation>
    </message>
    <message>
        <source>CO2, t</source>
        <translation>CO2（t）</translation>
    </message>
    <message>
        <source>Break-even against %1</source>
        <translation>相對「%1」的損益平衡點</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>損益平衡點</translation>
    </message>
    <message>
        <source>%1 (discounted %2)</source>
        <translation>%1（貼現後 %2）</translation>
    </message>
    <message>
        <source>never</source>
        <translation>未能達到</translation>
    </message>
    <message>
        <source>&lt;p&gt;Amounts in %1, not discounted. A flow dated &lt;i&gt;t&lt;/i&gt; months after the start falls in year ⌈&lt;i&gt;t&lt;/i&gt;/12⌉ (purchases at the start in year 1); credits are negative.&lt;/p&gt;</source>
        <translation>&lt;p&gt;金額以 %1 列示，未經貼現。於開始後第 &lt;i&gt;t&lt;/i&gt; 個月發生的現金流，計入第 ⌈&lt;i&gt;t&lt;/i&gt;/12⌉ 年（於開始時的購置計入第 1 年）；收入以負數列示。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>類別</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>第 %1 年</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總計</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total&lt;/b&gt;</source>
        <translation>&lt;b&gt;總計&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;None.&lt;/p&gt;</source>
        <translation>&lt;p&gt;無。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>單位</translation>
    </message>
    <message>
        <source>shipped: %1</source>
        <translation>內置值：%1</translation>
    </message>
    <message>
        <source>&lt;i&gt;no source stated&lt;/i&gt;</source>
        <translation>&lt;i&gt;未有註明資料來源&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>Tax rate</source>
        <translation>稅率</translation>
    </message>
    <message>
        <source>Hardware depreciation</source>
        <translation>硬件折舊</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>資料來源</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>deducted in full when bought</source>
        <translation>於購置時全數扣除</translation>
    </message>
    <message>
        <source>straight line over %1 years</source>
        <translation>按直線法於 %1 年內折舊</translation>
    </message>
    <message>
        <source>%1% declining balance over %2 years, switching to straight line</source>
        <translation>按 %1% 遞減餘額法於 %2 年內折舊，其後轉用直線法</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>not stated (0)</source>
        <translation>未有註明（0）</translation>
    </message>
    <message>
        <source>Dating: purchases, rack set-up fees, cooling capex and sales of used hardware are dated in the month they happen; the running costs of a month (fees, energy, rental, staff) at its end; the value of hardware still owned at the end of the horizon is credited on the last date.</source>
        <translation>日期歸屬：購置、機櫃設置費、冷卻資本開支及二手硬件出售，均於發生當月入賬；每月的營運成本（各項費用、電費、租用費用、人手）於該月月底入賬；於評估期結束時仍持有的硬件價值，於最後一日計入。</translation>
    </message>
    <message>
        <source>Discounting: a flow dated t months from the start is worth flow / (1 + r)^(t/12) today, r being the annual discount rate. Present values add these up.</source>
        <translation>貼現：於開始後 t 個月發生的現金流，其現值為現金流 / (1 + r)^(t/12)，其中 r 為年貼現率。現值即上述各項的總和。</translation>
    </message>
    <message>
        <source>Break-even: the first month from which the owning plan's cumulative cost stays at or below the renting plan's until the end; the discounted break-even uses present values.</source>
        <translation>損益平衡點：指自置方案的累計成本由該月起直至期末均不高於租用方案的首個月份；貼現損益平衡點則以現值計算。</translation>
    </message>
    <message>
        <source>Owned servers are sized for the peak hour of each month's weekly demand (plus headroom and spares); demand above the owned capacity is rented on demand. A hybrid plan owns up to a cap per GPU model, chosen by present value.</source>
        <translation>自置伺服器按每月每週需求中的高峰時段配置（另加餘量及備用伺服器）；超出自置容量的需求以按需租用方式滿足。混合方案就每個 GPU 型號自置至某一上限，該上限按現值選定。</translation>
    </message>
    <message>
        <source>Included: hardware, installation, network capex, resale, colocation space, power fees and metered energy (IT energy × PUE), cooling, cross-connects, transit, remote hands, staff, maintenance, licences, rental on demand and reserved%1.</source>
        <translation>已計入：硬件、安裝、網絡資本開支、轉售、機櫃託管空間、電力容量費及計量電費（IT 用電量 × PUE）、冷卻、交叉連接、IP 轉接、遙距技術支援、人手、維護、授權費，以及按需租用及預留租用%1。</translation>
    </message>
    <message>
        <source>, lease instalments and tax</source>
        <translation>、租賃分期付款及稅項</translation>
    </message>
    <message>
        <source>Not included: storage, data egress, consumption tax, Japan's fixed-asset tax on equipment, the cost of capital other than through the discount rate, and anything a site does not list.</source>
        <translation>未計入：儲存、數據傳出、消費稅、日本就設備徵收的固定資產稅、貼現率以外的資本成本，以及地點未有列出的任何項目。</translation>
    </message>
    <message>
        <source>Every figure comes from the workbook; shipped defaults carry their source and date (see the assumptions register). All amounts are converted once into %1 with the workbook's exchange rates.</source>
        <translation>所有數據均取自工作簿；內置預設值均附有資料來源及日期（見假設一覽表）。所有金額均按工作簿的匯率一次過換算為 %1。</translation>
    </message>
    <message>
        <source>has problems</source>
        <translation>存在問題</translation>
    </message>
    <message>
        <source>Cheapest plan</source>
        <translation>成本最低方案</translation>
    </message>
    <message>
        <source>Its present value</source>
        <translation>其現值</translation>
    </message>
    <message>
        <source>Owning saves (present value)</source>
        <translation>自置節省金額（現值）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>, lease instalments</source>
        <translation>、租賃分期付款</translation>
    </message>
    <message>
        <source> and tax</source>
        <translation>及稅項</translation>
    </message>
    <message>
        <source>Field (unit)</source>
        <translation>欄位（單位）</translation>
    </message>
    <message>
        <source>Value (low – high)</source>
        <translation>數值（下限 – 上限）</translation>
    </message>
    <message>
        <source>Source, date</source>
        <translation>來源、日期</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every figure the scenario states, with its unit, range, source and date. &lt;b&gt;✎&lt;/b&gt; marks a value the user changed from the shipped default (the shipped value follows). Sources are numbered and listed once after the table; long notes are shortened here, and the workbook and the XLSX export's Assumptions sheet keep them in full.&lt;/p&gt;</source>
        <translation>&lt;p&gt;情境列明的每個數值，連同單位、範圍、來源及日期。&lt;b&gt;✎&lt;/b&gt; 表示使用者已修改隨附預設值（其後列出預設值）。來源編號後於表後列出一次；較長的備註在此縮短，活頁簿及 XLSX 匯出的假設工作表保留全文。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every figure the scenarios state, with its unit, range, source and date: one column per scenario where they differ, one value across them where they agree (— where a scenario does not state it). &lt;b&gt;✎&lt;/b&gt; marks a value changed from the shipped default. Sources are numbered and listed once after the table; long notes are shortened here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;各情境列明的每個數值，連同單位、範圍、來源及日期：數值不同時每個情境一欄，相同時合併為一個數值（— 表示該情境沒有列明）。&lt;b&gt;✎&lt;/b&gt; 表示已修改隨附預設值。來源編號後於表後列出一次；較長的備註在此縮短。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What it takes for owning to win</source>
        <translation>自置勝出的條件</translation>
    </message>
    <message>
        <source>no source stated</source>
        <translation>未列明來源</translation>
    </message>
    <message>
        <source>Owning minus renting is %1 today (below 0 owning is cheaper). The inputs that move it most, each alone from its low to its high value:</source>
        <translation>現時自置減租用為 %1（低於 0 即自置較便宜）。影響最大的輸入（各自由下限變至上限）：</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>輸入</translation>
    </message>
    <message>
        <source>Owning minus renting at low / high</source>
        <translation>下限 / 上限時的自置減租用</translation>
    </message>
    <message>
        <source>Source (date)</source>
        <translation>來源（日期）</translation>
    </message>
    <message>
        <source>No input searched (utilisation, rental prices, energy and server price, discount rate, horizon) turns the answer within its range.</source>
        <translation>所搜尋的輸入（使用率、租用價格、電價與伺服器價格、折現率、期限）在其範圍內均不會改變結論。</translation>
    </message>
    <message>
        <source>The thresholds nearest to today's values, relatively: each input alone, every other at its value, the plans' fleets, caps and reservations chosen again (fleetcost-cli thresholds lists every input).</source>
        <translation>相對而言最接近現值的門檻：每次只改變一項輸入，其他維持現值，方案的機隊、上限及預留重新選擇（fleetcost-cli thresholds 列出所有輸入）。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n warning(s):&lt;/b&gt; hosted API plans rent GPUs for workloads whose model no API offer of their region serves (see Warnings).</source>
        <translation>
            <numerusform>&lt;b&gt;%n 項警告：&lt;/b&gt;託管 API 方案為其地區內沒有 API 報價提供其模型的工作負載租用 GPU（見「警告」）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b style="color: #a04b00;"&gt;stale&lt;/b&gt;: a price dated more than %n month(s) before the prices' date %1.</source>
        <translation>
            <numerusform>&lt;b style="color: #a04b00;"&gt;過時&lt;/b&gt;:價格的日期早於價格基準日 %1 超過 %n 個月。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stale prices: %1</source>
        <translation>過時價格:%1</translation>
    </message>
    <message numerus="yes">
        <source>Not listed: %n GPU model(s) that no workload uses, and their servers.</source>
        <translation>
            <numerusform>未列出:沒有工作負載使用的 %n 個 GPU 型號及其伺服器。</numerusform>
        </translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效產出率</translation>
    </message>
    <message>
        <source>Per useful GPU-hour</source>
        <translation>每有效GPU小時</translation>
    </message>
    <message numerus="yes">
        <source>Not listed: %n interruption, repair and spot figure(s), which change nothing where no workload states a training job (job_gpus) and no plan a spot share.</source>
        <translation>
            <numerusform>未列出：%n 項中斷、維修及 Spot 現貨數值（沒有工作負載設定訓練作業（job_gpus），亦沒有方案設定現貨比例，這些數值不影響結果）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RiskCatalog</name>
    <message>
        <source>owning minus renting</source>
        <translation>自置減租用</translation>
    </message>
    <message>
        <source>present value of %1</source>
        <translation>「%1」的現值</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不適用</translation>
    </message>
    <message>
        <source>P5 %1, median %2, P95 %3</source>
        <translation>P5 %1，中位數 %2，P95 %3</translation>
    </message>
    <message>
        <source>Largest swing %1: %2</source>
        <translation>最大波幅 %1：%2</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感度</translation>
    </message>
    <message>
        <source>Monte Carlo: owning minus renting</source>
        <translation>蒙地卡羅模擬：自置減租用</translation>
    </message>
    <message>
        <source>%1 trials, seed %2</source>
        <translation>%1 次試驗，種子 %2</translation>
    </message>
    <message>
        <source>Owning is cheaper in %1% of trials</source>
        <translation>%1% 的試驗中自置成本較低</translation>
    </message>
    <message>
        <source>Break-even map</source>
        <translation>損益平衡圖</translation>
    </message>
    <message>
        <source>Across: %1; up: %2</source>
        <translation>橫軸：%1；縱軸：%2</translation>
    </message>
    <message>
        <source>Owning is cheaper in %1% of the map; the line marks a tie</source>
        <translation>圖中 %1% 的範圍自置成本較低；線條為兩者成本相同之處</translation>
    </message>
    <message>
        <source>The ranges of these figures cannot be analysed:</source>
        <translation>無法分析以下數據的範圍：</translation>
    </message>
    <message>
        <source>No figure of this scenario has a low and a high value, so there is nothing to vary: the results above are the only case.</source>
        <translation>此情境沒有任何數據設有下限及上限，因此沒有可變動的項目：以上結果即為唯一情況。</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) of the scenario have a range (low, value, high). Sensitivity sets each alone to its low and to its high; Monte Carlo draws all of them at once from triangular distributions. Hybrid caps and reserved commitments stay at the base case's choice.</source>
        <translation>
            <numerusform>此情境有 %n 項數據設有範圍（下限、數值、上限）。敏感度分析逐一將各項數據單獨設為下限及上限；蒙地卡羅模擬則從三角分佈同時抽取所有數據。混合方案的上限及預留承諾維持基準情境的選擇。</numerusform>
        </translation>
    </message>
    <message>
        <source>In %1 trials (seed %2), owning is cheaper than renting in %3% of them. Owning minus renting, in present value: %4.</source>
        <translation>在 %1 次試驗（種子 %2）中，%3% 的試驗自置成本低於租用。自置減租用（現值）：%4。</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 個月</translation>
    </message>
    <message>
        <source>never</source>
        <translation>未能達到</translation>
    </message>
    <message>
        <source>The cheapest owning plan breaks even in month %1 at the median (P5: %2, P95: %3); it never breaks even in %4% of trials.</source>
        <translation>最低成本自置方案的損益平衡點中位數為第 %1 個月（P5：%2，P95：%3）；%4% 的試驗中從未達到損益平衡。</translation>
    </message>
    <message>
        <source>The cheapest owning plan breaks even against renting in only %1% of trials.</source>
        <translation>最低成本自置方案只在 %1% 的試驗中達到相對租用的損益平衡。</translation>
    </message>
    <message>
        <source>%1: from %2 to %3</source>
        <translation>%1：由 %2 至 %3</translation>
    </message>
    <message>
        <source>the cheapest owning plan's present value minus the cheapest renting plan's</source>
        <translation>最低成本自置方案的現值減最低成本租用方案的現值</translation>
    </message>
    <message>
        <source>The figures that move %1 most (base case %2), each at its low and at its high:</source>
        <translation>對%1影響最大的數據（基準情境 %2），各自取下限及上限時：</translation>
    </message>
</context>
<context>
    <name>ScenarioTemplate</name>
    <message>
        <source>New scenario</source>
        <translation>新情境</translation>
    </message>
    <message>
        <source>Model training</source>
        <translation>模型訓練</translation>
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
        <translation>重設為內置值</translation>
    </message>
    <message>
        <source>Evidence…</source>
        <translation>依據…</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 的 %1</translation>
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
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>無法寫入 %1</translation>
    </message>
</context>
<context>
    <name>Strategy</name>
    <message>
        <source>Rent on demand</source>
        <translation>按需租用</translation>
    </message>
    <message>
        <source>Rent reserved</source>
        <translation>預留租用</translation>
    </message>
    <message>
        <source>Colocate</source>
        <translation>機櫃託管</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>混合方案</translation>
    </message>
    <message>
        <source>Hosted API</source>
        <translation>託管 API</translation>
    </message>
    <message>
        <source>Portfolio</source>
        <translation>組合</translation>
    </message>
</context>
<context>
    <name>Thresholds</name>
    <message>
        <source>utilisation of the owned GPUs</source>
        <translation>自置 GPU 的使用率</translation>
    </message>
    <message>
        <source>every rental price</source>
        <translation>所有租用價格</translation>
    </message>
    <message>
        <source>demand</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>%1 × today's</source>
        <translation>現時的 %1 倍</translation>
    </message>
    <message>
        <source>%1 % a year</source>
        <translation>每年 %1 %</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: not searched (%2).</source>
        <translation>%1：未搜尋（%2）。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3: owning wins throughout.</source>
        <translation>%1 在 %2 至 %3 之間沒有門檻：自置始終勝出。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3: owning never wins there.</source>
        <translation>%1 在 %2 至 %3 之間沒有門檻：自置在此範圍內從不勝出。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is above %2 (%3).</source>
        <translation>%1 高於 %2 時自置勝出（%3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is below %2 (%3).</source>
        <translation>%1 低於 %2 時自置勝出（%3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is %2 or more (today %3).</source>
        <translation>%1 達 %2 或以上時自置勝出（現時 %3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is %2 or less (today %3).</source>
        <translation>%1 為 %2 或以下時自置勝出（現時 %3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is above %2 (today %3).</source>
        <translation>%1 高於 %2 時自置勝出（現時 %3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is below %2 (today %3).</source>
        <translation>%1 低於 %2 時自置勝出（現時 %3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is above %2 (today %3; %4).</source>
        <translation>%1 高於 %2 時自置勝出（現時 %3；%4）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is below %2 (today %3; %4).</source>
        <translation>%1 低於 %2 時自置勝出（現時 %3；%4）。</translation>
    </message>
    <message>
        <source>%1 against %2: owning is cheaper by %3 today.</source>
        <translation>%1 對 %2：現時自置便宜 %3。</translation>
    </message>
    <message>
        <source>%1 against %2: owning costs %3 more today.</source>
        <translation>%1 對 %2：現時自置貴 %3。</translation>
    </message>
    <message>
        <source>Threshold: %1</source>
        <translation>門檻：%1</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>門檻</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand is between %1 and %2 × today's (on today's fleet, whose GPUs are %3 busy today).</source>
        <translation>只要需求維持在現時的 %1 至 %2 倍之間，自置仍較便宜（以現有機隊計，GPU 現時使用率為 %3）。</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand stays below %1 × today's (on today's fleet, whose GPUs are %2 busy today).</source>
        <translation>只要需求低於現時的 %1 倍，自置仍較便宜（以現有機隊計，GPU 現時使用率為 %2）。</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand stays above %1 × today's (on today's fleet, whose GPUs are %2 busy today).</source>
        <translation>只要需求高於現時的 %1 倍，自置仍較便宜（以現有機隊計，GPU 現時使用率為 %2）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand were between %1 and %2 × today's (on today's fleet: its GPUs %3 to %4 busy; %5 today).</source>
        <translation>如需求在現時的 %1 至 %2 倍之間，自置會較便宜（以現有機隊計 GPU 使用率 %3 至 %4；現時 %5）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand rose above %1 × today's (on today's fleet: its GPUs over %2 busy; %3 today).</source>
        <translation>如需求升至現時的 %1 倍以上，自置會較便宜（以現有機隊計 GPU 使用率超過 %2；現時 %3）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand fell below %1 × today's (on today's fleet: its GPUs under %2 busy; %3 today).</source>
        <translation>如需求跌至現時的 %1 倍以下，自置會較便宜（以現有機隊計 GPU 使用率低於 %2；現時 %3）。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3: the two plans cost exactly the same throughout.</source>
        <translation>%1 在 %2 至 %3 之間沒有門檻：兩個方案在此範圍內成本完全相同。</translation>
    </message>
    <message>
        <source>%1 percentage points</source>
        <translation>%1 個百分點</translation>
    </message>
</context>
<context>
    <name>TokenCostsText</name>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百萬 tokens 成本</translation>
    </message>
    <message>
        <source>Each workload's share of each plan's nominal cost over its tokens, in %1 per million tokens; the lowest for each workload in bold. A hosted API plan charges a workload its tokens at the API's prices; the other plans share the cost of its GPU model by GPU-hours.</source>
        <translation>各工作負載所佔每個方案名義成本除以其 tokens（每百萬 tokens 的 %1）；每個工作負載的最低值以粗體顯示。託管 API 方案按 API 價格向工作負載收取 tokens 費用；其他方案按 GPU 小時分攤其 GPU 型號的成本。</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
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
        <translation>GPU 小時／月</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>個 GPU</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每伺服器 GPU 數</translation>
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
        <translation>TFLOPS（密集 BF16）</translation>
    </message>
    <message>
        <source>U</source>
        <translation>U</translation>
    </message>
    <message>
        <source>U per rack</source>
        <translation>每機櫃 U</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>cross-connects per rack</source>
        <translation>每機櫃交叉連接數目</translation>
    </message>
    <message>
        <source>fraction of peak</source>
        <translation>佔峰值的比例</translation>
    </message>
    <message>
        <source>hours per month</source>
        <translation>小時／月</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>kW per rack</source>
        <translation>每機櫃 kW</translation>
    </message>
    <message>
        <source>kWh per GPU-hour</source>
        <translation>每 GPU 小時 kWh</translation>
    </message>
    <message>
        <source>kg CO2/kWh</source>
        <translation>kg CO2/kWh</translation>
    </message>
    <message>
        <source>month</source>
        <translation>第幾個月</translation>
    </message>
    <message>
        <source>months</source>
        <translation>個月</translation>
    </message>
    <message>
        <source>of profit</source>
        <translation>佔利潤的比例</translation>
    </message>
    <message>
        <source>of server price</source>
        <translation>佔伺服器價格的比例</translation>
    </message>
    <message>
        <source>of server price per year</source>
        <translation>佔伺服器價格的年率</translation>
    </message>
    <message>
        <source>of the input tokens (cached)</source>
        <translation>佔輸入 tokens 的比例（快取）</translation>
    </message>
    <message>
        <source>of the tokens (input)</source>
        <translation>佔 tokens 的比例（輸入）</translation>
    </message>
    <message>
        <source>per FTE-year</source>
        <translation>每 FTE 年</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>每 GPU 小時</translation>
    </message>
    <message>
        <source>per GPU-month</source>
        <translation>每 GPU 月</translation>
    </message>
    <message>
        <source>per GPU-year</source>
        <translation>每 GPU 年</translation>
    </message>
    <message>
        <source>per Mbps-month</source>
        <translation>每 Mbps 月</translation>
    </message>
    <message>
        <source>per cross-connect-month</source>
        <translation>每交叉連接月</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>每小時</translation>
    </message>
    <message>
        <source>per kW-month</source>
        <translation>每 kW 月</translation>
    </message>
    <message>
        <source>per kWh</source>
        <translation>每 kWh</translation>
    </message>
    <message>
        <source>per million cached input tokens</source>
        <translation>每百萬快取輸入 tokens</translation>
    </message>
    <message>
        <source>per million input tokens</source>
        <translation>每百萬輸入 tokens</translation>
    </message>
    <message>
        <source>per million output tokens</source>
        <translation>每百萬輸出 tokens</translation>
    </message>
    <message>
        <source>per rack</source>
        <translation>每機櫃</translation>
    </message>
    <message>
        <source>per rack-month</source>
        <translation>每機櫃月</translation>
    </message>
    <message>
        <source>per server</source>
        <translation>每伺服器</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>spares per server</source>
        <translation>每伺服器備用機</translation>
    </message>
    <message>
        <source>tokens per second</source>
        <translation>每秒 tokens</translation>
    </message>
    <message>
        <source>tokens per second per GPU</source>
        <translation>每 GPU 每秒 tokens</translation>
    </message>
    <message>
        <source>x straight line</source>
        <translation>× 直線法</translation>
    </message>
    <message>
        <source>x the path's prices</source>
        <translation>× 價格路徑的價格</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>%1 per USD</source>
        <translation>%1／美元</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A currency code and the unit's words: "JPY per GPU-hour".</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>month of the year</source>
        <translation>曆月</translation>
    </message>
    <message>
        <source>per fiscal year</source>
        <translation>每財政年度</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>個機櫃</translation>
    </message>
    <message>
        <source>kg</source>
        <translation>kg</translation>
    </message>
    <message>
        <source>kg per rack</source>
        <translation>kg/機櫃</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小時</translation>
    </message>
    <message>
        <source>per 1,000 GPU-hours</source>
        <translation>每 1,000 GPU小時</translation>
    </message>
    <message>
        <source>of a workload's GPU-hours</source>
        <translation>佔工作負載GPU小時的比例</translation>
    </message>
    <message>
        <source>of tolerant workloads' GPU-hours</source>
        <translation>佔可容忍中斷工作負載GPU小時的比例</translation>
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
        <translation>方案 %1 在 %4 自置 %2（%3），而該處限制此型號</translation>
    </message>
    <message>
        <source>plan %1 rents %2 (%3) in %4, where it is restricted</source>
        <translation>方案 %1 在 %4 租用 %2（%3），而該處限制此型號</translation>
    </message>
    <message>
        <source>plan %1 rents GPUs on demand for workload %2: no API offer in %3 from %4 serves model %5</source>
        <translation>方案 %1 為工作負載 %2 按需租用 GPU：%3 沒有 %4 提供模型 %5 的 API 報價</translation>
    </message>
    <message>
        <source>plan %1 rents GPUs on demand for workload %2: no API offer in %3 serves model %4</source>
        <translation>方案 %1 為工作負載 %2 按需租用 GPU：%3 沒有提供模型 %4 的 API 報價</translation>
    </message>
    <message>
        <source>plan %1 spends %2 %3 on capex in %4, above the budget of %5 by %6</source>
        <translation>計劃 %1 在 %4 的資本開支為 %2 %3，超出預算 %5 達 %6</translation>
    </message>
    <message>
        <source>plan %1 rents %2 of its GPU-hours, above the most rented share of %3</source>
        <translation>計劃 %1 租用其 GPU 小時的 %2，超出租用比例上限 %3</translation>
    </message>
    <message>
        <source>stale prices (dated more than %2 months before the prices' date %3): %1; the oldest is %4, dated %5, %6 months before</source>
        <translation>過時價格(日期早於價格基準日 %3 超過 %2 個月):%1 項;最舊的是 %4，日期 %5，早 %6 個月</translation>
    </message>
</context>
<context>
    <name>XlsxExport</name>
    <message>
        <source>Present value (NPV), %1</source>
        <translation>淨現值（NPV），%1</translation>
    </message>
    <message>
        <source>Nominal cost, %1</source>
        <translation>名義成本（%1）</translation>
    </message>
    <message>
        <source>Discount rate (annual)</source>
        <translation>貼現率（每年）</translation>
    </message>
    <message>
        <source>Discount factor</source>
        <translation>貼現因子</translation>
    </message>
    <message>
        <source>Present value, %1</source>
        <translation>現值（%1）</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>總和</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>欄位</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
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
        <translation>單位</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>貨幣</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>資料來源</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Shipped default (when changed)</source>
        <translation>內置預設值（如已更改）</translation>
    </message>
    <message>
        <source>Place in the file (JSON pointer)</source>
        <translation>檔案內位置（JSON pointer）</translation>
    </message>
    <message>
        <source>cannot write in %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>cannot create the spreadsheet</source>
        <translation>無法建立試算表</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假設</translation>
    </message>
    <message>
        <source>FleetCost — %1</source>
        <translation>FleetCost — %1</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>情境</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>產生時間</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Cost per GPU-hour, %1</source>
        <translation>每 GPU 小時成本（%1）</translation>
    </message>
    <message>
        <source>CO2, tonnes</source>
        <translation>CO2（噸）</translation>
    </message>
    <message>
        <source>Owning plan</source>
        <translation>自置方案</translation>
    </message>
    <message>
        <source>Renting plan</source>
        <translation>租用方案</translation>
    </message>
    <message>
        <source>Break-even month</source>
        <translation>損益平衡月份</translation>
    </message>
    <message>
        <source>Discounted break-even month</source>
        <translation>貼現損益平衡月份</translation>
    </message>
    <message>
        <source>Rate of return of owning (IRR, annual)</source>
        <translation>自置的內部回報率（IRR，每年）</translation>
    </message>
    <message>
        <source>never</source>
        <translation>未能達到</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>cannot write the spreadsheet: %1</source>
        <translation>無法寫入試算表：%1</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>無法取代 %1</translation>
    </message>
    <message>
        <source>Assumptions — %1</source>
        <translation>假設 — %1</translation>
    </message>
    <message>
        <source>Yellow cells are the inputs the formulas read: change one and every flow, total, present value and break-even month follows. Grey cells shaped the decisions FleetCost made (servers, racks, caps, reservations, demand), which the spreadsheet keeps as they are: changing them re-optimises nothing.</source>
        <translation>黃色儲存格是公式讀取的輸入：更改任何一個，所有現金流、總計、現值及損益平衡月份都會隨之更新。灰色儲存格影響了 FleetCost 所作的決定（伺服器、機櫃、上限、預留、需求），試算表保留這些決定不變：更改它們不會重新優化。</translation>
    </message>
    <message>
        <source>Defined name (use it in formulas)</source>
        <translation>定義名稱（可在公式中使用）</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>以 %1 計</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>使用者</translation>
    </message>
    <message>
        <source>FleetCost's default (MODEL.md §0); not stated in the workbook</source>
        <translation>FleetCost 預設值（MODEL.md §0）；工作簿內未列明</translation>
    </message>
    <message>
        <source>the view this spreadsheet was made in</source>
        <translation>製作此試算表時的檢視</translation>
    </message>
    <message>
        <source>Break-even — %1</source>
        <translation>損益平衡 — %1</translation>
    </message>
    <message>
        <source>Each row is renting's total minus owning's at each date; a difference within rounding noise (1e-6, or 1e-9 of the larger total) counts as 0. The Summary's IRR of owning reads these rows; its break-even months read the plans' cumulative rows.</source>
        <translation>每行為各日期租用總額減去自置總額；在捨入誤差範圍內（1e-6，或較大總額的 1e-9）的差額視為 0。摘要中自置的 IRR 讀取這些行；損益平衡月份讀取各方案的累計行。</translation>
    </message>
    <message>
        <source>%1 minus %2</source>
        <translation>%1 減 %2</translation>
    </message>
    <message>
        <source>no scenario has a plan to export</source>
        <translation>沒有情境包含可匯出的方案</translation>
    </message>
    <message>
        <source>the spreadsheet would have about %1 cells, more than the %2 a spreadsheet can recalculate in reasonable time: export fewer scenarios (--scenario NAME), or use fewer plans, GPU models or months</source>
        <translation>試算表約有 %1 個儲存格，超過試算表可於合理時間內重新計算的 %2 個：請匯出較少情境（--scenario NAME），或使用較少方案、GPU 型號或月數</translation>
    </message>
    <message>
        <source>cannot list the decisions of scenario "%1"</source>
        <translation>無法列出情境「%1」的決定</translation>
    </message>
    <message>
        <source>not exported: the scenario has no plan</source>
        <translation>未匯出：情境沒有方案</translation>
    </message>
    <message>
        <source>not exported: the scenario has problems</source>
        <translation>未匯出：情境有問題</translation>
    </message>
    <message>
        <source>Monthly inputs</source>
        <translation>每月輸入</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>損益平衡</translation>
    </message>
    <message>
        <source>Plans' financing</source>
        <translation>方案融資</translation>
    </message>
    <message>
        <source>formulas</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>FleetCost's decisions only (not re-optimised here)</source>
        <translation>只限 FleetCost 的決定（此處不會重新優化）</translation>
    </message>
    <message>
        <source>formulas, and FleetCost's decisions (not re-optimised here)</source>
        <translation>公式及 FleetCost 的決定（此處不會重新優化）</translation>
    </message>
    <message>
        <source>not used by any plan</source>
        <translation>沒有方案使用</translation>
    </message>
    <message>
        <source>Exchange rates (units per US dollar)</source>
        <translation>匯率（每美元單位）</translation>
    </message>
    <message>
        <source>%1 per USD</source>
        <translation>每 USD 兌 %1</translation>
    </message>
    <message>
        <source>Ownership policy</source>
        <translation>自置政策</translation>
    </message>
    <message>
        <source>Regions and tax</source>
        <translation>地區及稅項</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU 型號</translation>
    </message>
    <message>
        <source>Server models</source>
        <translation>伺服器型號</translation>
    </message>
    <message>
        <source>Colocation sites</source>
        <translation>託管場地</translation>
    </message>
    <message>
        <source>Cooling options</source>
        <translation>冷卻選項</translation>
    </message>
    <message>
        <source>%1 (chosen)</source>
        <translation>%1（已選）</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>租用報價</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Server price — %1</source>
        <translation>伺服器價格 — %1</translation>
    </message>
    <message>
        <source>per server</source>
        <translation>每部伺服器</translation>
    </message>
    <message>
        <source>Cost of a server bought (install and network included) — %1</source>
        <translation>購入一部伺服器的成本（包括安裝及網絡） — %1</translation>
    </message>
    <message>
        <source>On-demand price — %1</source>
        <translation>按需價格 — %1</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>每 GPU 小時</translation>
    </message>
    <message>
        <source>Reserved price — %1 (a term pays its first month's price)</source>
        <translation>預留價格 — %1（每個期限支付首月的價格）</translation>
    </message>
    <message>
        <source>per GPU-month</source>
        <translation>每 GPU 月</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Colocation price index — %1</source>
        <translation>託管價格指數 — %1</translation>
    </message>
    <message>
        <source>× base price</source>
        <translation>× 基準價格</translation>
    </message>
    <message>
        <source>Energy price index — %1</source>
        <translation>電力價格指數 — %1</translation>
    </message>
    <message>
        <source>Space per rack — %1</source>
        <translation>每機櫃空間 — %1</translation>
    </message>
    <message>
        <source>per rack-month</source>
        <translation>每機櫃月</translation>
    </message>
    <message>
        <source>Per-kW fee — %1</source>
        <translation>每 kW 費用 — %1</translation>
    </message>
    <message>
        <source>per kW-month</source>
        <translation>每 kW 月</translation>
    </message>
    <message>
        <source>Energy — %1</source>
        <translation>電費 — %1</translation>
    </message>
    <message>
        <source>per kWh</source>
        <translation>每 kWh</translation>
    </message>
    <message>
        <source>Cooling per rack — %1</source>
        <translation>每機櫃冷卻 — %1</translation>
    </message>
    <message>
        <source>Cross-connects per rack — %1</source>
        <translation>每機櫃交叉連接 — %1</translation>
    </message>
    <message>
        <source>Transit — %1</source>
        <translation>轉接頻寬 — %1</translation>
    </message>
    <message>
        <source>Remote hands and staff — %1</source>
        <translation>遠程支援及人手 — %1</translation>
    </message>
    <message>
        <source>share of the cost</source>
        <translation>佔成本比例</translation>
    </message>
    <message>
        <source>Depreciation in a month of age a (a = date) — %1</source>
        <translation>機齡 a 個月的當月折舊（a = 日期） — %1</translation>
    </message>
    <message>
        <source>The same in reverse order (date j holds age %1 − j)</source>
        <translation>同一數值倒序排列（日期 j 對應機齡 %1 − j）</translation>
    </message>
    <message>
        <source>Book value left after n months (n = date)</source>
        <translation>n 個月後剩餘賬面值（n = 日期）</translation>
    </message>
    <message>
        <source>Book value left at the horizon of a purchase in the month</source>
        <translation>當月購入項目於期末的剩餘賬面值</translation>
    </message>
    <message>
        <source>Monthly inputs — %1</source>
        <translation>每月輸入 — %1</translation>
    </message>
    <message>
        <source>Every row is a formula of the Assumptions sheet (amounts in %1, prices changed once a year), except the grey demand rows: FleetCost's model of the workloads' hourly demand, kept as constants.</source>
        <translation>每行均為「假設」工作表的公式（金額以 %1 計，價格每年變動一次），灰色需求行除外：這是 FleetCost 對工作負載每小時需求的模型，以常數保留。</translation>
    </message>
    <message>
        <source>Discount factor, 1 / (1 + discount_rate_annual)^(t / 12)</source>
        <translation>貼現因子，1 / (1 + discount_rate_annual)^(t / 12)</translation>
    </message>
    <message>
        <source>Resale value of a server of age a months (a = date)</source>
        <translation>機齡 a 個月的伺服器轉售價值（a = 日期）</translation>
    </message>
    <message>
        <source>share of its price</source>
        <translation>佔其價格比例</translation>
    </message>
    <message>
        <source>Resale value at the horizon of a server bought in the month</source>
        <translation>當月購入的伺服器於期末的轉售價值</translation>
    </message>
    <message>
        <source>Demand in GPU-hours (FleetCost's model of the hourly profiles; constants)</source>
        <translation>以 GPU 小時計的需求（FleetCost 的每小時需求模型；常數）</translation>
    </message>
    <message>
        <source>GPU-hours demanded — %1</source>
        <translation>GPU 小時需求 — %1</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小時</translation>
    </message>
    <message>
        <source>Servers (hardware_annual_price_change once a year)</source>
        <translation>伺服器（hardware_annual_price_change 每年一次）</translation>
    </message>
    <message>
        <source>Colocation sites (colo_annual_change and energy_annual_change once a year)</source>
        <translation>託管場地（colo_annual_change 及 energy_annual_change 每年一次）</translation>
    </message>
    <message>
        <source>Tax depreciation of a purchase of 1, by the region of a site</source>
        <translation>成本為 1 的購入項目的稅務折舊，按場地所在地區</translation>
    </message>
    <message>
        <source>Decisions chosen by FleetCost; not re-optimised by the spreadsheet</source>
        <translation>FleetCost 選擇的決定；試算表不會重新優化</translation>
    </message>
    <message>
        <source>Servers sized to the hourly demand with headroom and spares, sold at refresh age, nothing before the lead time; hybrid caps chosen to minimise each GPU model's present value.</source>
        <translation>伺服器按每小時需求加上餘量及備用機配置，到更新期時出售，交付期前不持有；混合方案的上限按各 GPU 型號的最低現值選擇。</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>部伺服器</translation>
    </message>
    <message>
        <source>Hybrid cap: servers owned at most (spares come on top)</source>
        <translation>混合方案上限：最多持有的伺服器數目（另加備用機）</translation>
    </message>
    <message>
        <source>Servers owned (after the month's sales and purchases)</source>
        <translation>持有的伺服器（當月出售及購入後）</translation>
    </message>
    <message>
        <source>Servers bought (empty: none)</source>
        <translation>購入的伺服器（空白：沒有）</translation>
    </message>
    <message numerus="yes">
        <source>Servers sold at refresh age, %n month(s) after their purchase (empty: none)</source>
        <translation>
            <numerusform>到更新期出售的伺服器，購入後 %n 個月（空白：沒有）</numerusform>
        </translation>
    </message>
    <message>
        <source>Servers of the month's purchase still owned at the horizon (empty: none)</source>
        <translation>當月購入而於期末仍持有的伺服器（空白：沒有）</translation>
    </message>
    <message>
        <source>GPU-hours served by the owned GPUs</source>
        <translation>自置 GPU 處理的 GPU 小時</translation>
    </message>
    <message>
        <source>GPU-hours above the owned capacity (rented on demand when the plan has an offer)</source>
        <translation>超出自置容量的 GPU 小時（如方案有報價則按需租用）</translation>
    </message>
    <message>
        <source>Racks at the site</source>
        <translation>場地機櫃</translation>
    </message>
    <message>
        <source>Racks (each GPU model's racks, added up)</source>
        <translation>機櫃（各 GPU 型號的機櫃合計）</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>個機櫃</translation>
    </message>
    <message>
        <source>Computed from the inputs</source>
        <translation>按輸入計算</translation>
    </message>
    <message>
        <source>A month's running costs are paid at its end: the category rows below add month m's cells at date m + 1.</source>
        <translation>每月營運成本於月底支付：以下類別行把第 m 月的儲存格計入日期 m + 1。</translation>
    </message>
    <message>
        <source>Servers bought × cost of a server bought (dated in the month)</source>
        <translation>購入的伺服器 × 購入一部伺服器的成本（計入當月）</translation>
    </message>
    <message>
        <source>Cost of the servers bought, all GPU models</source>
        <translation>購入伺服器的成本，所有 GPU 型號</translation>
    </message>
    <message>
        <source>Value of the servers owned at their purchase prices (for maintenance)</source>
        <translation>持有伺服器按購入價計算的價值（用於維修費）</translation>
    </message>
    <message>
        <source>Resale at refresh age (dated in the month) and value at the horizon (date %1), credits</source>
        <translation>到更新期的轉售（計入當月）及期末價值（日期 %1），入賬</translation>
    </message>
    <message>
        <source>IT energy: 730 h × owned × idle kW + (max − idle kW) / GPUs per server × GPU-hours served</source>
        <translation>IT 用電：730 小時 × 持有數目 × 閒置 kW + (最高 − 閒置 kW) / 每部伺服器 GPU 數 × 處理的 GPU 小時</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>Energy: IT energy × PUE × energy price</source>
        <translation>電費：IT 用電 × PUE × 電價</translation>
    </message>
    <message>
        <source>Per-kW fee on the servers' rated kW (when power_fee_basis is "used")</source>
        <translation>按伺服器額定 kW 計的每 kW 費用（當 power_fee_basis 為 "used"）</translation>
    </message>
    <message>
        <source>Rental above the owned capacity: GPU-hours above × on-demand price</source>
        <translation>超出自置容量的租用：超出的 GPU 小時 × 按需價格</translation>
    </message>
    <message>
        <source>no rental offer</source>
        <translation>沒有租用報價</translation>
    </message>
    <message>
        <source>The site, on the racks of every GPU model</source>
        <translation>場地，按所有 GPU 型號的機櫃</translation>
    </message>
    <message>
        <source>New racks (above the most racks of any earlier month)</source>
        <translation>新增機櫃（超出之前任何月份的最多機櫃數）</translation>
    </message>
    <message>
        <source>Owns a server (1) or not (0)</source>
        <translation>持有伺服器（1）或不持有（0）</translation>
    </message>
    <message>
        <source>Rack set-up fees (dated in the month)</source>
        <translation>機櫃安裝費（計入當月）</translation>
    </message>
    <message>
        <source>Cooling capex of new racks (dated in the month)</source>
        <translation>新增機櫃的冷卻資本開支（計入當月）</translation>
    </message>
    <message>
        <source>Space: racks × space per rack</source>
        <translation>空間：機櫃數 × 每機櫃空間</translation>
    </message>
    <message>
        <source>Per-kW fee on the racks' allocated kW (when power_fee_basis is not "used")</source>
        <translation>按機櫃分配 kW 計的每 kW 費用（當 power_fee_basis 不是 "used"）</translation>
    </message>
    <message>
        <source>Cooling: racks × cooling per rack</source>
        <translation>冷卻：機櫃數 × 每機櫃冷卻</translation>
    </message>
    <message>
        <source>Network: racks × cross-connects per rack, and transit while owning</source>
        <translation>網絡：機櫃數 × 每機櫃交叉連接，以及持有期間的轉接頻寬</translation>
    </message>
    <message>
        <source>Remote hands and staff while owning</source>
        <translation>持有期間的遠程支援及人手</translation>
    </message>
    <message>
        <source>site: %1</source>
        <translation>場地：%1</translation>
    </message>
    <message>
        <source>rents in: %1</source>
        <translation>租用地區：%1</translation>
    </message>
    <message>
        <source>financing: lease</source>
        <translation>融資：租賃</translation>
    </message>
    <message>
        <source>Tax workings (used when after_tax is TRUE)</source>
        <translation>稅務計算（當 after_tax 為 TRUE 時使用）</translation>
    </message>
    <message>
        <source>Deductions of the purchases at the site's region's rule: depreciation while owned, book value minus proceeds at a sale or at the horizon.</source>
        <translation>按場地所在地區規則的購入項目扣減：持有期間折舊，出售時或期末的賬面值減所得款項。</translation>
    </message>
    <message>
        <source>Depreciation of the purchases still owned (dated at the month's end)</source>
        <translation>仍持有購入項目的折舊（計入月底）</translation>
    </message>
    <message>
        <source>Book value minus proceeds at refresh sales and at the horizon</source>
        <translation>更新期出售及期末時的賬面值減所得款項</translation>
    </message>
    <message>
        <source>Hardware deductions (the whole cost at once when the method is immediate)</source>
        <translation>硬件扣減（折舊方法為 immediate 時一次過扣減全部成本）</translation>
    </message>
    <message>
        <source>Grey rows are FleetCost's decisions, kept as constants; every other number is a formula of the Assumptions sheet's inputs (through the Monthly inputs sheet) and of those decisions.</source>
        <translation>灰色行是 FleetCost 的決定，以常數保留；其他所有數字都是「假設」工作表輸入（經「每月輸入」工作表）及這些決定的公式。</translation>
    </message>
    <message>
        <source>Cash flows by category</source>
        <translation>按類別的現金流</translation>
    </message>
    <message>
        <source>Dated in months from the start: purchases, set-up and sales in their month, a month's running costs at its end, the value still owned at the horizon. Costs are positive, credits negative.</source>
        <translation>以開始後的月數計日期：購入、安裝及出售計入當月，每月營運成本計入月底，期末仍持有的價值計入期末。成本為正數，收入為負數。</translation>
    </message>
    <message>
        <source>%1 (leased: see Lease)</source>
        <translation>%1（租賃：見租賃）</translation>
    </message>
    <message>
        <source>%1 (0 unless after_tax is TRUE; savings negative)</source>
        <translation>%1（除非 after_tax 為 TRUE 否則為 0；節省為負數）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總計</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>現值</translation>
    </message>
    <message>
        <source>Cumulative present value</source>
        <translation>累計現值</translation>
    </message>
    <message>
        <source>date 0 of the total, plus NPV of dates 1..%1 at the monthly rate (1 + discount_rate_annual)^(1/12) − 1</source>
        <translation>總計的日期 0，加上日期 1..%1 按月利率 (1 + discount_rate_annual)^(1/12) − 1 計的 NPV</translation>
    </message>
    <message>
        <source>the sum of the total row</source>
        <translation>總計行的總和</translation>
    </message>
    <message>
        <source>nominal cost / GPU-hours demanded (Monthly inputs)</source>
        <translation>名義成本 / 需求 GPU 小時（每月輸入）</translation>
    </message>
    <message>
        <source>metered site energy × the site region's grid intensity, and rented GPU-hours × the offer's kWh per GPU-hour × its region's intensity</source>
        <translation>場地計量用電 × 場地所在地區的電網碳排放系數，以及租用的 GPU 小時 × 報價的每 GPU 小時 kWh × 其地區的系數</translation>
    </message>
    <message>
        <source>Renting on demand rents every GPU-hour demanded (the grey demand rows of the Monthly inputs sheet); it has no decisions.</source>
        <translation>按需租用會租用所需的每一個 GPU 小時（「每月輸入」工作表的灰色需求行）；沒有決定。</translation>
    </message>
    <message>
        <source>Rental on demand (paid at the month's end): GPU-hours demanded × on-demand price</source>
        <translation>按需租用（月底支付）：需求 GPU 小時 × 按需價格</translation>
    </message>
    <message>
        <source>Each term's reservation was chosen to minimise the term's present value; the GPU-hours above it come from the hourly demand.</source>
        <translation>每個期限的預留按該期限的最低現值選擇；超出預留的 GPU 小時來自每小時需求。</translation>
    </message>
    <message>
        <source>GPUs reserved (each term's commitment)</source>
        <translation>預留的 GPU（各期限的承諾）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>個 GPU</translation>
    </message>
    <message>
        <source>GPU-hours above the reservation (rented on demand)</source>
        <translation>超出預留的 GPU 小時（按需租用）</translation>
    </message>
    <message>
        <source>Reserved rental (paid at the month's end): GPUs reserved × the price of the term's first month</source>
        <translation>預留租用（月底支付）：預留的 GPU × 期限首月的價格</translation>
    </message>
    <message>
        <source>On-demand rental above the reservation (paid at the month's end)</source>
        <translation>超出預留的按需租用（月底支付）</translation>
    </message>
    <message>
        <source>Date (months from the start)</source>
        <translation>日期（開始後的月數）</translation>
    </message>
    <message>
        <source>Year of the date (prices change once a year)</source>
        <translation>日期所屬年份（價格每年變動一次）</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>工作表</translation>
    </message>
    <message>
        <source>Present value if owning</source>
        <translation>自置方案的現值</translation>
    </message>
    <message>
        <source>Present value if renting</source>
        <translation>租用方案的現值</translation>
    </message>
    <message>
        <source>none</source>
        <translation>沒有</translation>
    </message>
    <message>
        <source>Every figure in this file is a formula of the inputs on each scenario's Assumptions sheet (yellow cells): change one and every flow, total, present value, break-even month and IRR follows. Grey rows are FleetCost's decisions (servers, racks, hybrid caps, reservations) and demand, chosen by FleetCost and not re-optimised by the spreadsheet.</source>
        <translation>此檔案內每個數字都是各情境「假設」工作表輸入（黃色儲存格）的公式：更改任何一個，所有現金流、總計、現值、損益平衡月份及 IRR 都會隨之更新。灰色行是 FleetCost 的決定（伺服器、機櫃、混合方案上限、預留）及需求，由 FleetCost 選擇，試算表不會重新優化。</translation>
    </message>
    <message>
        <source>Scenarios compared</source>
        <translation>情境比較</translation>
    </message>
    <message>
        <source>Horizon, months</source>
        <translation>期限（月）</translation>
    </message>
    <message>
        <source>After tax</source>
        <translation>除稅後</translation>
    </message>
    <message>
        <source>Cheapest plan</source>
        <translation>最便宜的方案</translation>
    </message>
    <message>
        <source>Its present value</source>
        <translation>其現值</translation>
    </message>
    <message>
        <source>Cheapest owning plan</source>
        <translation>最便宜的自置方案</translation>
    </message>
    <message>
        <source>Cheapest renting plan</source>
        <translation>最便宜的租用方案</translation>
    </message>
    <message>
        <source>Owning minus renting (present value)</source>
        <translation>自置減租用（現值）</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>情境：%1</translation>
    </message>
    <message>
        <source>inputs on "%1", monthly inputs on "%2"</source>
        <translation>輸入見「%1」，每月輸入見「%2」</translation>
    </message>
    <message>
        <source>IRR search starts at (monthly): FleetCost's root when exported</source>
        <translation>IRR 搜尋起點（每月）：匯出時 FleetCost 的解</translation>
    </message>
    <message>
        <source>CO2 of the rented GPU-hours (sum column): GPU-hours × the offer's kWh per GPU-hour × its region's grid intensity</source>
        <translation>租用 GPU 小時的 CO2（總和欄）：GPU 小時 × 報價的每 GPU 小時 kWh × 其地區的電網碳排放系數</translation>
    </message>
    <message>
        <source>kg</source>
        <translation>公斤</translation>
    </message>
    <message>
        <source>An inference workload sized in tokens that names its model is served by the first API offer for that model in the plan's region (and API provider); the other workloads' GPU-hours are rented on demand.</source>
        <translation>以 tokens 計量並指明模型的推理工作負載，由方案地區（及 API 供應商）內該模型的第一個 API 報價提供服務；其他工作負載的 GPU 小時則按需租用。</translation>
    </message>
    <message>
        <source>The API offer that serves each workload (the first for its model in the plan's region)</source>
        <translation>服務各工作負載的 API 報價（方案地區內該模型的第一個）</translation>
    </message>
    <message>
        <source>GPU-hours rented on demand (the workloads no API offer serves)</source>
        <translation>按需租用的 GPU 小時（沒有 API 報價服務的工作負載）</translation>
    </message>
    <message>
        <source>   %1 (the API serves all its workloads)</source>
        <translation>   %1（API 服務其所有工作負載）</translation>
    </message>
    <message>
        <source>Tokens are paid per token: a month's tokens (Monthly inputs) at the month's blended price, paid at its end.</source>
        <translation>tokens 按用量付費：每月的 tokens（每月輸入）乘以當月的加權價格，於月底支付。</translation>
    </message>
    <message>
        <source>per million tokens</source>
        <translation>每百萬 tokens</translation>
    </message>
    <message>
        <source>Blended price: input share × ((1 − cached share) × input price + cached share × cached-input price) + (1 − input share) × output price</source>
        <translation>加權價格：輸入比例 × ((1 − 快取比例) × 輸入價格 + 快取比例 × 快取輸入價格) + (1 − 輸入比例) × 輸出價格</translation>
    </message>
    <message>
        <source>API fees (paid at the month's end): millions of tokens × blended price</source>
        <translation>API 費用（於月底支付）：tokens（百萬）× 加權價格</translation>
    </message>
    <message>
        <source>Rental on demand (paid at the month's end): GPU-hours rented × on-demand price</source>
        <translation>按需租用（於月底支付）：租用的 GPU 小時 × 按需價格</translation>
    </message>
    <message>
        <source>%1 › price path</source>
        <translation>%1 › 價格路徑</translation>
    </message>
    <message>
        <source>%1 › price path, point %2</source>
        <translation>%1 › 價格路徑，第 %2 點</translation>
    </message>
    <message>
        <source>Hosted API offers</source>
        <translation>託管 API 報價</translation>
    </message>
    <message>
        <source>Tokens of the workloads a hosted API serves (FleetCost's model of the demand; constants)</source>
        <translation>託管 API 服務的工作負載的 tokens（FleetCost 的需求模型；常數）</translation>
    </message>
    <message>
        <source>Tokens — %1</source>
        <translation>Tokens — %1</translation>
    </message>
    <message>
        <source>million tokens</source>
        <translation>百萬 tokens</translation>
    </message>
    <message>
        <source>Rental offers (each offer's annual_price_change once a year, or its price path)</source>
        <translation>租用報價（各報價的 annual_price_change 每年一次，或其價格路徑）</translation>
    </message>
    <message>
        <source>Hosted API offers (prices per million tokens; each offer's annual_price_change once a year)</source>
        <translation>託管 API 報價（每百萬 tokens 價格；各報價的 annual_price_change 每年一次）</translation>
    </message>
    <message>
        <source>API provider: %1</source>
        <translation>API 供應商：%1</translation>
    </message>
    <message>
        <source>%1 (the sum of its stretches below)</source>
        <translation>%1（以下各區間之和）</translation>
    </message>
    <message>
        <source>   from point %1 on (its price held)</source>
        <translation>   由第 %1 點起（維持該價格）</translation>
    </message>
    <message>
        <source>   from month 0 (the offer's price) to point %1</source>
        <translation>   由第 0 個月（報價的價格）至第 %1 點</translation>
    </message>
    <message>
        <source>   from point %1 to point %2</source>
        <translation>   由第 %1 點至第 %2 點</translation>
    </message>
    <message>
        <source>On-demand price along the price path — %1</source>
        <translation>沿價格路徑的按需價格 — %1</translation>
    </message>
    <message>
        <source>Reserved price along the price path — %1 (a term pays its first month's price)</source>
        <translation>沿價格路徑的預留價格 — %1（每個期限支付首月的價格）</translation>
    </message>
    <message>
        <source>API input price — %1</source>
        <translation>API 輸入價格 — %1</translation>
    </message>
    <message>
        <source>API cached-input price — %1</source>
        <translation>API 快取輸入價格 — %1</translation>
    </message>
    <message>
        <source>API cached-input price — %1 (the input price: the offer states no other)</source>
        <translation>API 快取輸入價格 — %1（即輸入價格：報價未列明其他價格）</translation>
    </message>
    <message>
        <source>API output price — %1</source>
        <translation>API 輸出價格 — %1</translation>
    </message>
    <message>
        <source>FleetCost accepts a number of 0 or more here.</source>
        <translation>FleetCost 在此只接受 0 或以上的數值。</translation>
    </message>
    <message>
        <source>FleetCost accepts a number above 0 here.</source>
        <translation>FleetCost 在此只接受大於 0 的數值。</translation>
    </message>
    <message>
        <source>FleetCost accepts a rate above -100% here.</source>
        <translation>FleetCost 在此只接受高於 -100% 的比率。</translation>
    </message>
    <message>
        <source>FleetCost accepts a share from 0% to 100% here.</source>
        <translation>FleetCost 在此只接受 0% 至 100% 的比例。</translation>
    </message>
    <message>
        <source>FleetCost accepts a PUE from 1.0 to 3.0 here.</source>
        <translation>FleetCost 在此只接受 1.0 至 3.0 的 PUE。</translation>
    </message>
    <message>
        <source>FleetCost accepts a headroom from 0% to 1000% here.</source>
        <translation>FleetCost 在此只接受 0% 至 1000% 的餘量。</translation>
    </message>
    <message>
        <source>FleetCost accepts a whole number of months from 1 to 600 here.</source>
        <translation>FleetCost 在此只接受 1 至 600 的整數月數。</translation>
    </message>
    <message>
        <source>FleetCost accepts a whole number of 0 or more here.</source>
        <translation>FleetCost 在此只接受 0 或以上的整數。</translation>
    </message>
    <message>
        <source>FleetCost accepts a whole number of 1 or more here.</source>
        <translation>FleetCost 在此只接受 1 或以上的整數。</translation>
    </message>
    <message>
        <source>FleetCost refuses this value</source>
        <translation>FleetCost 不接受此數值</translation>
    </message>
    <message>
        <source>FleetCost accepts only %1 here.</source>
        <translation>FleetCost 在此只接受 %1。</translation>
    </message>
    <message>
        <source>FleetCost accepts only TRUE or FALSE here.</source>
        <translation>FleetCost 在此只接受 TRUE 或 FALSE。</translation>
    </message>
    <message>
        <source>Decisions and the inputs they rest on</source>
        <translation>決定及其依據的輸入</translation>
    </message>
    <message>
        <source>Changing these inputs changes no formula above: FleetCost's decisions stay as they were. TRUE under "Inputs changed": an input differs from the value FleetCost decided with; TRUE under "Stale (proved)": a check proves the decision wrong for the current inputs (run FleetCost again).</source>
        <translation>更改這些輸入不會改變上方任何公式：FleetCost 的決定維持不變。「輸入已更改」為 TRUE：有輸入與 FleetCost 作決定時的數值不同；「已過時（已證明）」為 TRUE：檢查證明該決定在目前輸入下不成立（請重新執行 FleetCost）。</translation>
    </message>
    <message>
        <source>Decision or workload</source>
        <translation>決定或工作負載</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型號</translation>
    </message>
    <message>
        <source>Demand now / as decided</source>
        <translation>目前需求 / 決定時需求</translation>
    </message>
    <message>
        <source>Inputs changed</source>
        <translation>輸入已更改</translation>
    </message>
    <message>
        <source>Stale (proved)</source>
        <translation>已過時（已證明）</translation>
    </message>
    <message>
        <source>Rests on</source>
        <translation>依據</translation>
    </message>
    <message>
        <source>no cheap check</source>
        <translation>沒有簡易檢查</translation>
    </message>
    <message>
        <source>the demand of the GPU model's workloads (rows above)</source>
        <translation>此 GPU 型號的工作負載需求（上方各行）</translation>
    </message>
    <message>
        <source>Servers owned (under the hybrid cap)</source>
        <translation>擁有的伺服器（混合上限以內）</translation>
    </message>
    <message>
        <source>Servers owned</source>
        <translation>擁有的伺服器</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>機櫃</translation>
    </message>
    <message>
        <source>Hybrid cap (also rests on every price and fee)</source>
        <translation>混合上限（亦取決於所有價格及費用）</translation>
    </message>
    <message>
        <source>GPUs reserved in each term</source>
        <translation>每個期限預留的 GPU</translation>
    </message>
    <message>
        <source>FleetCost's decisions</source>
        <translation>FleetCost 的決定</translation>
    </message>
    <message>
        <source>stale: run FleetCost again</source>
        <translation>已過時：請重新執行 FleetCost</translation>
    </message>
    <message>
        <source>rests on changed inputs (see below)</source>
        <translation>取決於已更改的輸入（見下方）</translation>
    </message>
    <message>
        <source>as FleetCost decided</source>
        <translation>與 FleetCost 的決定相同</translation>
    </message>
    <message>
        <source>Cost by workload</source>
        <translation>按工作負載計的成本</translation>
    </message>
    <message>
        <source>Each GPU model's nominal cost (its own flows, and its racks' share of the site's costs each month) shared by its workloads' GPU-hours; a workload a hosted API serves pays its own fees.</source>
        <translation>每個 GPU 型號的名義成本（其自身現金流，及每月場地成本中其機櫃所佔份額）按其工作負載的 GPU 小時分攤；由託管 API 服務的工作負載支付其自身費用。</translation>
    </message>
    <message>
        <source>The site's costs of the month (set-up, cooling, space, fees, network, operations)</source>
        <translation>該月的場地成本（安裝、冷卻、空間、費用、網絡、營運）</translation>
    </message>
    <message>
        <source>Share of the racks: the GPU model's racks (servers owned / servers per rack, rounded up) / all racks</source>
        <translation>機櫃份額：此 GPU 型號的機櫃數（擁有的伺服器 / 每機櫃伺服器數，向上取整）/ 全部機櫃</translation>
    </message>
    <message>
        <source>Cost charged to each GPU model, nominal</source>
        <translation>分攤至每個 GPU 型號的成本（名義）</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>GPU-hours over the horizon (FleetCost's demand)</source>
        <translation>整個期間的 GPU 小時（FleetCost 的需求）</translation>
    </message>
    <message>
        <source>Cost, %1</source>
        <translation>成本，%1</translation>
    </message>
    <message>
        <source>Cost per million tokens, %1</source>
        <translation>每百萬 token 成本，%1</translation>
    </message>
    <message>
        <source>hosted API</source>
        <translation>託管 API</translation>
    </message>
    <message>
        <source>Maintenance and insurance (on the value owned) and licences (per GPU owned)</source>
        <translation>維修與保險（按持有價值）及授權（按持有的 GPU）</translation>
    </message>
    <message>
        <source>FleetCost accepts a month from 1 to 12 here.</source>
        <translation>此處只接受 1 至 12 的月份。</translation>
    </message>
    <message>
        <source>Part %1: %2 — workloads %3</source>
        <translation>部分 %1：%2 — 工作負載 %3</translation>
    </message>
    <message>
        <source>The workloads sharing one supply, evaluated as a plan of their own: their demand, the part's decisions and flows. The portfolio's categories below add up the parts'.</source>
        <translation>共用同一供應的工作負載，作為一個獨立計劃評估：其需求、此部分的決定及現金流。下方組合的各類別為各部分相應行的總和。</translation>
    </message>
    <message>
        <source>GPU-hours demanded by the part's workloads — %1</source>
        <translation>此部分工作負載的 GPU 小時需求 — %1</translation>
    </message>
    <message>
        <source>Part %1: cash flows by category</source>
        <translation>部分 %1：按類別的現金流</translation>
    </message>
    <message>
        <source>Part %1: cost charged to its GPU models</source>
        <translation>部分 %1：分攤至其 GPU 型號的成本</translation>
    </message>
    <message>
        <source>Each GPU model's nominal cost in the part (its own flows, and its racks' share of the site's costs each month), shared by the part's workloads below.</source>
        <translation>此部分中每個 GPU 型號的名義成本（其自身現金流，以及每月場地成本中其機櫃所佔份額），由下方此部分的工作負載分攤。</translation>
    </message>
    <message>
        <source>The portfolio's flows: each category the sum of the parts' rows of that category at the same date.</source>
        <translation>組合的現金流：每個類別為各部分在同一日期該類別行的總和。</translation>
    </message>
    <message>
        <source>Each workload is charged its part's allocation: the cost of its GPU model in its part (above) shared by the part's workloads' GPU-hours; a workload a hosted API serves pays its own fees.</source>
        <translation>每個工作負載承擔其所屬部分的分攤：其 GPU 型號在該部分的成本（見上）按該部分工作負載的 GPU 小時分攤；由託管 API 服務的工作負載支付其自身費用。</translation>
    </message>
    <message>
        <source>Kind of evidence</source>
        <translation>依據類型</translation>
    </message>
    <message>
        <source>Months before the prices' date</source>
        <translation>早於價格基準日的月數</translation>
    </message>
    <message>
        <source>Stale</source>
        <translation>過時</translation>
    </message>
    <message>
        <source>Workbook (every scenario)</source>
        <translation>工作簿(所有情境)</translation>
    </message>
    <message>
        <source>the Stale column</source>
        <translation>「過時」欄</translation>
    </message>
    <message>
        <source>YYYY-MM or YYYY-MM-DD</source>
        <translation>YYYY-MM 或 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>months</source>
        <translation>個月</translation>
    </message>
    <message>
        <source>GPU-hours bought</source>
        <translation>購入GPU小時</translation>
    </message>
    <message>
        <source>Interruptions lose work: the plan buys each workload's useful GPU-hours divided by its goodput (see Cost by workload). These rows replace the Monthly inputs sheet's demand on this sheet.</source>
        <translation>中斷會損失工作：方案為每個工作負載購入其有效GPU小時除以有效產出率的GPU小時（見「按工作負載計的成本」）。在此工作表中，這些行取代「每月輸入」工作表的需求。</translation>
    </message>
    <message>
        <source>GPU-hours bought (useful ÷ goodput) — %1</source>
        <translation>購入GPU小時（有效 ÷ 有效產出率） — %1</translation>
    </message>
    <message>
        <source>Goodput: useful GPU-hours (Monthly inputs) ÷ bought</source>
        <translation>有效產出率：有效GPU小時（每月輸入）÷ 購入</translation>
    </message>
    <message>
        <source>Cost per useful GPU-hour, %1</source>
        <translation>每有效GPU小時成本（%1）</translation>
    </message>
    <message>
        <source>nominal cost / GPU-hours bought (below); per useful GPU-hour under GPU-hours bought</source>
        <translation>名義成本 / 購入GPU小時（見下方）；每有效GPU小時成本見「購入GPU小時」下方</translation>
    </message>
    <message>
        <source>Spot price — %1</source>
        <translation>現貨價格 — %1</translation>
    </message>
    <message>
        <source>From FleetCost's demand model; not re-optimised by the spreadsheet</source>
        <translation>來自 FleetCost 的需求模型；試算表不會重新優化</translation>
    </message>
    <message>
        <source>The plan's spot share of the workloads that tolerate interruption, up to the offer's spot availability, with the work spot interruptions lose.</source>
        <translation>方案對可容忍中斷工作負載的現貨比例（上限為報價的現貨供應比例），連同現貨中斷所損失的工作。</translation>
    </message>
    <message>
        <source>GPU-hours rented as spot</source>
        <translation>以現貨租用的GPU小時</translation>
    </message>
    <message>
        <source>Renting on demand rents every GPU-hour demanded (the grey demand rows), the spot hours at the spot price.</source>
        <translation>按需租用會租用所需的每一個GPU小時（灰色需求行），其中現貨時數按現貨價格計算。</translation>
    </message>
    <message>
        <source>Rental (paid at the month's end): (GPU-hours demanded − spot) × on-demand price + spot GPU-hours × spot price</source>
        <translation>租金（月底支付）：（需求GPU小時 − 現貨）× 按需價格 + 現貨GPU小時 × 現貨價格</translation>
    </message>
    <message>
        <source>GPU-hours bought over the horizon (FleetCost's demand ÷ goodput)</source>
        <translation>整個期間的購入GPU小時（FleetCost 的需求 ÷ 有效產出率）</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效產出率</translation>
    </message>
    <message>
        <source>Weight: its rental at its own on-demand and spot prices</source>
        <translation>權重：按其本身的按需及現貨價格計算的租金</translation>
    </message>
    <message>
        <source>Plans' spot shares</source>
        <translation>方案的現貨比例</translation>
    </message>
    <message>
        <source>GPU-hours bought by month — %1</source>
        <translation>每月購入GPU小時 — %1</translation>
    </message>
    <message>
        <source>Capacity block price — %1 (a block period pays its first month's price)</source>
        <translation>容量區塊價格 — %1（區塊期按首月價格支付）</translation>
    </message>
    <message>
        <source>Committed price — %1 (a term pays its first month's price)</source>
        <translation>承諾價 — %1（租期按首月價格支付）</translation>
    </message>
    <message>
        <source>Each term's reservation, capacity blocks and commitment were chosen to minimise the term's present value; the GPU-hours above them come from the hourly demand.</source>
        <translation>每個租期的預留、容量區塊及承諾均以租期現值最低為準選定；超出部分的 GPU 小時來自每小時需求。</translation>
    </message>
    <message>
        <source>GPUs in capacity blocks (held for each block period)</source>
        <translation>容量區塊的 GPU 數（每個區塊期保持）</translation>
    </message>
    <message>
        <source>Committed term (1) or not (0)</source>
        <translation>已承諾租期（1）或否（0）</translation>
    </message>
    <message>
        <source>GPU-hours above the reservation and blocks</source>
        <translation>超出預留及區塊的 GPU 小時</translation>
    </message>
    <message>
        <source>Capacity blocks (paid at the month's end): GPUs in blocks × 730 h × the block price of the period's first month</source>
        <translation>容量區塊（月底支付）：區塊 GPU 數 × 730 小時 × 區塊期首月的區塊價格</translation>
    </message>
    <message>
        <source>Committed rental (paid at the month's end): in a committed term, the GPU-hours above the reservation and blocks, at least the committed GPU-hours, × the price of the term's first month</source>
        <translation>承諾租金（月底支付）：在已承諾的租期內，超出預留及區塊的 GPU 小時（最少為承諾 GPU 小時）× 租期首月價格</translation>
    </message>
    <message>
        <source>On-demand rental above the reservation and blocks, in terms not committed (paid at the month's end)</source>
        <translation>超出預留及區塊的按需租金（未承諾的租期，月底支付）</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::CompareDialog</name>
    <message>
        <source>Compare scenarios</source>
        <translation>比較情境</translation>
    </message>
    <message>
        <source>Present values</source>
        <translation>現值</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scenarios to compare&lt;/b&gt;</source>
        <translation>&lt;b&gt;要比較的情境&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Differences from the first scenario are highlighted.</source>
        <translation>與第一個情境的差異會以醒目方式標示。</translation>
    </message>
    <message>
        <source>Cumulative cost of plan:</source>
        <translation>方案累計成本：</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>has problems</source>
        <translation>存在問題</translation>
    </message>
    <message>
        <source>Cheapest plan</source>
        <translation>成本最低方案</translation>
    </message>
    <message>
        <source>Its present value</source>
        <translation>其現值</translation>
    </message>
    <message>
        <source>Owning saves (present value)</source>
        <translation>自置節省金額（現值）</translation>
    </message>
    <message>
        <source>Break-even (months)</source>
        <translation>損益平衡點（月）</translation>
    </message>
    <message>
        <source>never</source>
        <translation>未能達到</translation>
    </message>
    <message>
        <source>Cost per GPU-hour (cheapest)</source>
        <translation>每 GPU 小時成本（成本最低方案）</translation>
    </message>
    <message>
        <source>CO2 of the cheapest plan (t)</source>
        <translation>成本最低方案的 CO2（t）</translation>
    </message>
    <message>
        <source>PV: %1</source>
        <translation>現值：%1</translation>
    </message>
    <message>
        <source>no such plan</source>
        <translation>沒有此方案</translation>
    </message>
    <message>
        <source>Tick at least one scenario without problems.</source>
        <translation>請至少勾選一個沒有問題的情境。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ExportActions</name>
    <message>
        <source>&amp;Report (PDF)…</source>
        <translation>PDF 報告(&amp;R)…</translation>
    </message>
    <message>
        <source>The scenario's report: summary, key figures, every chart, yearly cash flows, assumptions with sources</source>
        <translation>情境報告：摘要、主要數據、所有圖表、每年現金流，以及附資料來源的假設</translation>
    </message>
    <message>
        <source>&amp;Comparison report (PDF)…</source>
        <translation>PDF 比較報告(&amp;C)…</translation>
    </message>
    <message>
        <source>Every scenario of the workbook side by side</source>
        <translation>並列比較工作簿內的所有情境</translation>
    </message>
    <message>
        <source>Monthly flows as &amp;CSV…</source>
        <translation>每月現金流匯出為 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Spreadsheet with live formulas (XLSX)…</source>
        <translation>含即時公式的 XLSX 試算表(&amp;S)…</translation>
    </message>
    <message>
        <source>This chart as S&amp;VG…</source>
        <translation>此圖表匯出為 SVG(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>簡報模式(&amp;P)</translation>
    </message>
    <message>
        <source>Show the charts full screen, one per slide (Esc to leave)</source>
        <translation>以全螢幕顯示圖表，每張投影片一個圖表（按 Esc 離開）</translation>
    </message>
    <message>
        <source>PDF, A4 (*.pdf)</source>
        <translation>PDF，A4 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF, US Letter (*.pdf)</source>
        <translation>PDF，US Letter (*.pdf)</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>儲存報告</translation>
    </message>
    <message>
        <source>Save the comparison report</source>
        <translation>儲存比較報告</translation>
    </message>
    <message>
        <source>Export monthly flows</source>
        <translation>匯出每月現金流</translation>
    </message>
    <message>
        <source>CSV, UTF-8 (*.csv)</source>
        <translation>CSV，UTF-8 (*.csv)</translation>
    </message>
    <message>
        <source>CSV for Excel, UTF-8 with byte-order mark (*.csv)</source>
        <translation>適用於 Excel 的 CSV，含位元組順序記號的 UTF-8 (*.csv)</translation>
    </message>
    <message>
        <source>Export a spreadsheet</source>
        <translation>匯出試算表</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Save the chart for slides</source>
        <translation>儲存簡報用圖表</translation>
    </message>
    <message>
        <source>PNG, 1920 × 1080 (*.png)</source>
        <translation>PNG，1920 × 1080 (*.png)</translation>
    </message>
    <message>
        <source>PNG, 3840 × 2160 (*.png)</source>
        <translation>PNG，3840 × 2160 (*.png)</translation>
    </message>
    <message>
        <source>Save the chart as vectors</source>
        <translation>將圖表儲存為向量圖</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 圖像 (*.svg)</translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard (1920 × 1080)</source>
        <translation>已將「%1」複製到剪貼簿（1920 × 1080）</translation>
    </message>
    <message>
        <source>FleetCost</source>
        <translation>FleetCost</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已寫入 %1</translation>
    </message>
    <message>
        <source>The scenario has problems; fix them before writing a report.</source>
        <translation>此情境存在問題；請先修正，才可產生報告。</translation>
    </message>
    <message>
        <source>Nothing to compare yet.</source>
        <translation>暫時沒有可比較的內容。</translation>
    </message>
    <message>
        <source>A comparison needs two or more scenarios.</source>
        <translation>比較須有兩個或以上的情境。</translation>
    </message>
    <message>
        <source>The scenario has problems; fix them before exporting.</source>
        <translation>此情境存在問題；請先修正，才可匯出。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>This chart has nothing to show for the chosen plan.</source>
        <translation>此圖表沒有可就所選方案顯示的內容。</translation>
    </message>
    <message>
        <source>This chart as P&amp;NG for slides…</source>
        <translation>將此圖表匯出為簡報用 PNG(&amp;N)…</translation>
    </message>
    <message>
        <source>Copy c&amp;hart for slides</source>
        <translation>複製圖表供簡報使用(&amp;H)</translation>
    </message>
    <message>
        <source>This risk chart has nothing to show yet.</source>
        <translation>此風險圖表暫時沒有可顯示的內容。</translation>
    </message>
    <message>
        <source>Every scenario, every flow a formula of the inputs: change an input cell and every total, NPV and break-even follows</source>
        <translation>所有情境，每項現金流都是輸入的公式：更改輸入儲存格，所有總計、NPV 及損益平衡都會隨之更新</translation>
    </message>
    <message>
        <source>Nothing to export yet.</source>
        <translation>暫時沒有可匯出的內容。</translation>
    </message>
    <message>
        <source>The scenarios have problems; fix them before exporting.</source>
        <translation>情境有問題；請先修正再匯出。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::FigureEvidenceDialog</name>
    <message>
        <source>Evidence of %1</source>
        <translation>%1 的依據</translation>
    </message>
    <message>
        <source>YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>YYYY、YYYY-MM 或 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>未註明</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Kind of evidence</source>
        <translation>依據類型</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Not a date: write YYYY, YYYY-MM or YYYY-MM-DD (e.g. 2026-03).</source>
        <translation>不是日期:請以 YYYY、YYYY-MM 或 YYYY-MM-DD 填寫(例如 2026-03)。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::FinderTableModel</name>
    <message>
        <source>(equal alternatives: %1)</source>
        <translation>（同值替代方案：%1）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>現值</translation>
    </message>
    <message>
        <source>Against #1</source>
        <translation>與 #1 之差</translation>
    </message>
    <message>
        <source>Against best own plan</source>
        <translation>與自身最佳方案之差</translation>
    </message>
    <message>
        <source>Peak FY capex</source>
        <translation>財政年度最高資本開支</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>Supply of each workload</source>
        <translation>各工作負載的供應</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::FinderView</name>
    <message>
        <source>Export chart</source>
        <translation>匯出圖表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 圖像 (*.png);;SVG 繪圖 (*.svg)</translation>
    </message>
    <message>
        <source>Chart written to %1</source>
        <translation>圖表已寫入 %1</translation>
    </message>
    <message>
        <source>Find plans</source>
        <translation>搜尋方案</translation>
    </message>
    <message>
        <source>Gives each workload of &lt;b&gt;%1&lt;/b&gt; one supply (renting on demand or reserved, owning at a site, or a hosted API) and ranks every such assignment by its cost as a portfolio plan.</source>
        <translation>為 &lt;b&gt;%1&lt;/b&gt; 的每個工作負載指定一個供應（按需或預留租用、在地點自置，或託管 API），並按作為組合方案的成本為每種分配排名。</translation>
    </message>
    <message>
        <source>&amp;Objective:</source>
        <translation>目標(&amp;O)：</translation>
    </message>
    <message>
        <source>The 95th percentile over Monte Carlo trials of the 40 cheapest plans; takes longer</source>
        <translation>最便宜 40 個方案在蒙地卡羅試驗中的第 95 百分位；需時較長</translation>
    </message>
    <message>
        <source>&amp;Top:</source>
        <translation>前幾名(&amp;T)：</translation>
    </message>
    <message>
        <source>How many plans to rank</source>
        <translation>要排名的方案數目</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>搜尋(&amp;F)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Add as plan</source>
        <translation>加入為方案(&amp;A)</translation>
    </message>
    <message>
        <source>Adds the selected plan to the scenario as a portfolio plan (undoable)</source>
        <translation>把所選方案以組合方案加入情境（可復原）</translation>
    </message>
    <message>
        <source>&amp;Export chart…</source>
        <translation>匯出圖表(&amp;E)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Present value against peak capex</source>
        <translation>現值對最高資本開支</translation>
    </message>
    <message>
        <source>Present value against P95</source>
        <translation>現值對 P95</translation>
    </message>
    <message>
        <source>Press Find to search the scenario's plans</source>
        <translation>按「搜尋」以搜尋情境的方案</translation>
    </message>
    <message>
        <source>The scenario has problems: fix them before searching (first: %1).</source>
        <translation>情境有問題：請先修正再搜尋（第一個：%1）。</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>搜尋中…</translation>
    </message>
    <message>
        <source>Searching the plans of %1…</source>
        <translation>正在搜尋 %1 的方案…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Searching… %1 % of the assignments priced; the best so far is shown.</source>
        <translation>搜尋中… 已計價 %1% 的分配；顯示目前最佳。</translation>
    </message>
    <message>
        <source>The scenario cannot be searched</source>
        <translation>無法搜尋此情境</translation>
    </message>
    <message>
        <source>No plan is feasible</source>
        <translation>沒有可行的方案</translation>
    </message>
    <message>
        <source>Took %1 ms.</source>
        <translation>耗時 %1 毫秒。</translation>
    </message>
    <message>
        <source>Cancelled before any plan was ranked.</source>
        <translation>在排名任何方案之前已取消。</translation>
    </message>
    <message>
        <source>No assignment is feasible.</source>
        <translation>沒有可行的分配。</translation>
    </message>
    <message>
        <source>The scenario has changed since the search: press Find again</source>
        <translation>搜尋後情境已更改：請再按「搜尋」</translation>
    </message>
    <message>
        <source>The workbook is read-only.</source>
        <translation>活頁簿為唯讀。</translation>
    </message>
    <message>
        <source>The scenario has changed since the search: press Find again.</source>
        <translation>搜尋後情境已更改：請再按「搜尋」。</translation>
    </message>
    <message>
        <source>Found #%1</source>
        <translation>搜尋結果 #%1</translation>
    </message>
    <message>
        <source>Add plan %1</source>
        <translation>加入方案 %1</translation>
    </message>
    <message>
        <source>Added the plan "%1" to the scenario's plans (Edit › Undo removes it).</source>
        <translation>已把方案「%1」加入情境（編輯 › 復原 可移除）。</translation>
    </message>
    <message>
        <source>There is no chart to export.</source>
        <translation>沒有可匯出的圖表。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::FormModel</name>
    <message>
        <source>Change %1</source>
        <translation>更改%1</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>Reset %1 to the shipped value</source>
        <translation>將%1重設為內置值</translation>
    </message>
    <message>
        <source>Change the evidence of %1</source>
        <translation>更改 %1 的依據</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::KpiCards</name>
    <message>
        <source>Cheapest plan</source>
        <translation>成本最低方案</translation>
    </message>
    <message>
        <source>Owning against renting</source>
        <translation>自置與租用比較</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>損益平衡點</translation>
    </message>
    <message>
        <source>Cost per GPU-hour</source>
        <translation>每 GPU 小時成本</translation>
    </message>
    <message>
        <source>CO2 emissions</source>
        <translation>CO2 排放量</translation>
    </message>
    <message>
        <source>Add plans to compare renting and owning.</source>
        <translation>請新增方案，以比較租用與自置。</translation>
    </message>
    <message>
        <source>Present value %1</source>
        <translation>現值 %1</translation>
    </message>
    <message>
        <source>Owning saves %1</source>
        <translation>自置節省 %1</translation>
    </message>
    <message>
        <source>Renting saves %1</source>
        <translation>租用節省 %1</translation>
    </message>
    <message>
        <source>Present value: %1 against %2</source>
        <translation>現值：「%1」對比「%2」</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Add an owning and a renting plan to compare them.</source>
        <translation>請新增一個自置方案及一個租用方案以作比較。</translation>
    </message>
    <message>
        <source>Discounted: never</source>
        <translation>按貼現計算：未能達到</translation>
    </message>
    <message>
        <source>; IRR %1 % a year</source>
        <translation>；IRR 每年 %1%</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>未能達到</translation>
    </message>
    <message>
        <source>%1 owns no server: renting is cheaper at every cap.</source>
        <translation>「%1」並無自置伺服器：在任何上限下，租用的成本均較低。</translation>
    </message>
    <message>
        <source>Needs an owning and a renting plan.</source>
        <translation>須有一個自置方案及一個租用方案。</translation>
    </message>
    <message>
        <source>%1; plans range %2 to %3</source>
        <translation>%1；各方案介乎 %2 至 %3</translation>
    </message>
    <message>
        <source>No demand in the horizon.</source>
        <translation>評估期內沒有需求。</translation>
    </message>
    <message>
        <source>%1 t</source>
        <translation>%1 t</translation>
    </message>
    <message numerus="yes">
        <source>Discounted: after %n month(s)</source>
        <translation>
            <numerusform>貼現後：%n 個月後</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n month(s)</source>
        <translation>
            <numerusform>%n 個月後</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, over %n month(s)</source>
        <translation>
            <numerusform>%1，%n 個月內</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;⚠ %n warning(s):&lt;/b&gt; plans own or rent GPUs restricted in their region (hover for the note).</source>
        <translation>
            <numerusform>&lt;b&gt;⚠ %n 項警告：&lt;/b&gt;有方案在其地區自置或租用受限制的 GPU（將滑鼠移到此處顯示備註）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Within %n month(s). %1</source>
        <translation>
            <numerusform>%n 個月內。%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;⚠ %n warning(s):&lt;/b&gt; hosted API plans rent GPUs for workloads whose model no API offer of their region serves.</source>
        <translation>
            <numerusform>&lt;b&gt;⚠ %n 項警告：&lt;/b&gt;託管 API 方案為其地區內沒有 API 報價提供其模型的工作負載租用 GPU。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;⚠ Stale prices:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;⚠ 過時價格:&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>; per useful GPU-hour %1 (goodput %2 %)</source>
        <translation>；每有效GPU小時 %1（有效產出率 %2 %）</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ListEditor</name>
    <message>
        <source>Add</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Add a %1 (Insert)</source>
        <translation>新增%1（Insert）</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Duplicate the selected %1</source>
        <translation>複製所選%1</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Delete the selected %1 (Delete)</source>
        <translation>刪除所選%1（Delete）</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>向上移動</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>向下移動</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ListTableModel</name>
    <message>
        <source>Change %1 of %2</source>
        <translation>更改「%2」的%1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>新增%1</translation>
    </message>
    <message>
        <source>Duplicate %1 %2</source>
        <translation>複製%1「%2」</translation>
    </message>
    <message>
        <source>Delete %1 %2</source>
        <translation>刪除%1「%2」</translation>
    </message>
    <message>
        <source>Move %1 %2</source>
        <translation>移動%1「%2」</translation>
    </message>
    <message>
        <source>Reset %1 of %2 to the shipped value</source>
        <translation>將「%2」的%1重設為內置值</translation>
    </message>
    <message>
        <source>Change the evidence of %1 of %2</source>
        <translation>更改 %2 的 %1 的依據</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::MainWindow</name>
    <message>
        <source>Workloads</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>託管地點</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>租用報價</translation>
    </message>
    <message>
        <source>Finance &amp;&amp; policy</source>
        <translation>財務&amp;&amp;政策</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>情境</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Recalculated in %1 ms</source>
        <translation>已於 %1 ms 內重新計算</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新增(&amp;N)</translation>
    </message>
    <message>
        <source>New workbook from the shipped Tokyo, Osaka and Hong Kong presets</source>
        <translation>以內置的東京、大阪及香港預設建立新工作簿</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存為(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Compare scenarios…</source>
        <translation>比較情境(&amp;C)…</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具列</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>匯出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>情境(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>新增(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Duplicate…</source>
        <translation>複製(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>重新命名(&amp;R)…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>刪除(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>Open the &amp;example workbook</source>
        <translation>開啟範例工作簿(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;About FleetCost</source>
        <translation>關於 FleetCost(&amp;A)</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation>（唯讀）</translation>
    </message>
    <message>
        <source>%1 — FleetCost</source>
        <translation>%1 — FleetCost</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <source>"%1" has unsaved changes. Save them?</source>
        <translation>「%1」有未儲存的變更。要儲存嗎？</translation>
    </message>
    <message>
        <source>Open workbook</source>
        <translation>開啟工作簿</translation>
    </message>
    <message>
        <source>Cannot open the workbook</source>
        <translation>無法開啟工作簿</translation>
    </message>
    <message>
        <source>%1 cannot be opened:
%2</source>
        <translation>無法開啟 %1：
%2</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>唯讀</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未能儲存</translation>
    </message>
    <message>
        <source>The workbook could not be saved; the file on disk is unchanged.
%1</source>
        <translation>無法儲存工作簿；磁碟上的檔案維持不變。
%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
    <message>
        <source>Save workbook as</source>
        <translation>工作簿另存為</translation>
    </message>
    <message>
        <source>an untitled workbook</source>
        <translation>未命名工作簿</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢復未儲存的變更</translation>
    </message>
    <message>
        <source>FleetCost did not close normally. Unsaved changes to %1 from %2 were kept. Recover them?</source>
        <translation>FleetCost 上次未有正常關閉。%1 於 %2 的未儲存變更已予保留。要恢復這些變更嗎？</translation>
    </message>
    <message>
        <source>About FleetCost</source>
        <translation>關於 FleetCost</translation>
    </message>
    <message>
        <source>&lt;h3&gt;FleetCost %1&lt;/h3&gt;&lt;p&gt;Rent GPU servers, or buy and colocate them? FleetCost compares renting on demand, reserving, colocating and the hybrid that owns a baseline and rents the bursts, in Tokyo, Osaka and Hong Kong.&lt;/p&gt;&lt;p&gt;Every shipped figure carries its source and date: hover over a value to see it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FleetCost %1&lt;/h3&gt;&lt;p&gt;租用 GPU 伺服器，抑或購置並機櫃託管？FleetCost 比較東京、大阪及香港的按需租用、預留租用、機櫃託管，以及自置基本用量並租用突發需求的混合方案。&lt;/p&gt;&lt;p&gt;每項內置數據均附有資料來源及日期：將滑鼠停在數值上即可查看。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>偏好設定(&amp;P)…</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>風險</translation>
    </message>
    <message>
        <source>&amp;Find plans…</source>
        <translation>搜尋方案(&amp;F)…</translation>
    </message>
    <message>
        <source>Search every mix of renting, owning and hosted APIs for the scenario's workloads</source>
        <translation>為情境的工作負載搜尋租用、自置及託管 API 的每種組合</translation>
    </message>
    <message>
        <source>Stale prices: %1</source>
        <translation>過時價格:%1</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::PortfolioSuppliesEditor</name>
    <message>
        <source>supply</source>
        <translation>供應</translation>
    </message>
    <message>
        <source>Each workload is served by its own supply: rented on demand or reserved in a rental region, owned at a site (colocate, hybrid), or a hosted API. What is owned at one site shares its racks and fees.</source>
        <translation>每個工作負載由其各自的供應承擔：在租用地區按需或預留租用、在地點自置（機櫃託管、混合方案），或託管 API。在同一地點自置的部分共用機櫃及費用。</translation>
    </message>
    <message>
        <source>Add every workload</source>
        <translation>新增所有工作負載</translation>
    </message>
    <message>
        <source>Add a supply, renting on demand, for each workload that has none</source>
        <translation>為每個未有供應的工作負載新增按需租用的供應</translation>
    </message>
    <message>
        <source>Supplies of plan %1</source>
        <translation>方案「%1」的供應</translation>
    </message>
    <message>
        <source>Add every workload to %1</source>
        <translation>將所有工作負載加入「%1」</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>偏好設定</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>系統（%1）</translation>
    </message>
    <message>
        <source>Japanese yen (JPY)</source>
        <translation>日圓（JPY）</translation>
    </message>
    <message>
        <source>Hong Kong dollar (HKD)</source>
        <translation>港元（HKD）</translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation>美元（USD）</translation>
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
        <translation>系統</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>淺色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>The new language applies to windows and reports opened from now on, and to everything after FleetCost restarts.</source>
        <translation>新語言會套用於此後開啟的視窗及報告；FleetCost 重新啟動後，則會套用於所有介面。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>語言(&amp;L)：</translation>
    </message>
    <message>
        <source>Reporting &amp;currency of new workbooks:</source>
        <translation>新工作簿的報告貨幣(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Region of new workbooks' plans:</source>
        <translation>新工作簿方案的地區(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主題(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::PresentationWindow</name>
    <message>
        <source>FleetCost presentation</source>
        <translation>FleetCost 簡報</translation>
    </message>
    <message>
        <source>This scenario has no results to present: fix its problems first.
Press Esc to return.</source>
        <translation>此情境沒有可供簡報的結果：請先修正其問題。
按 Esc 返回。</translation>
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
        <translation>工作簿</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU 型號</translation>
    </message>
    <message>
        <source>Server models</source>
        <translation>伺服器型號</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>託管地點</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>租用報價</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>Ownership policy</source>
        <translation>自置政策</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>匯率</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>情境</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n problem(s)&lt;/b&gt; to fix before results can be shown. Click one to go to its field.</source>
        <translation>
            <numerusform>須先修正 &lt;b&gt;%n 個問題&lt;/b&gt;，方可顯示結果。按一下問題即可前往相關欄位。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ResultsPanel</name>
    <message>
        <source>The plan the monthly, capacity and racks charts show</source>
        <translation>每月、容量及機櫃圖表所顯示的方案</translation>
    </message>
    <message>
        <source>The GPU model the capacity and load-duration charts show</source>
        <translation>容量及負載持續曲線圖表所顯示的 GPU 型號</translation>
    </message>
    <message>
        <source>Present values</source>
        <translation>現值</translation>
    </message>
    <message>
        <source>Chart discounted cumulative costs and break-even</source>
        <translation>以貼現後的累計成本及損益平衡點繪製圖表</translation>
    </message>
    <message>
        <source>Plan:</source>
        <translation>方案：</translation>
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
        <translation>此情境存在問題：請先修正，以查看結果。先前顯示的數字已不再有效。</translation>
    </message>
    <message>
        <source>After tax. Amounts in %1.</source>
        <translation>除稅後。金額以 %1 列示。</translation>
    </message>
    <message>
        <source>Before tax. Amounts in %1.</source>
        <translation>除稅前。金額以 %1 列示。</translation>
    </message>
    <message>
        <source>No workload uses a GPU model yet.</source>
        <translation>暫時沒有工作負載使用任何 GPU 型號。</translation>
    </message>
    <message>
        <source>%1 rents: it uses no racks. Choose an owning plan.</source>
        <translation>「%1」為租用方案，不使用機櫃。請選擇自置方案。</translation>
    </message>
    <message>
        <source>Tax: as each scenario says</source>
        <translation>稅項：按各情境設定</translation>
    </message>
    <message>
        <source>Before tax</source>
        <translation>除稅前</translation>
    </message>
    <message>
        <source>After tax</source>
        <translation>除稅後</translation>
    </message>
    <message>
        <source>Show every result and chart before or after tax, whatever the scenario's “Show results after tax” setting (the workbook is not changed)</source>
        <translation>不論情境的「顯示除稅後結果」設定為何，均以除稅前或除稅後顯示所有結果及圖表（工作簿不會因此更改）</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::RiskView</name>
    <message>
        <source>%1 trials</source>
        <translation>%1 次試驗</translation>
    </message>
    <message>
        <source>Monte Carlo trials: each draws every ranged figure from its triangular distribution (low, value, high)</source>
        <translation>蒙地卡羅試驗次數：每次試驗均從各項設有範圍數據的三角分佈（下限、數值、上限）中抽取數值</translation>
    </message>
    <message>
        <source>Run Monte Carlo</source>
        <translation>執行蒙地卡羅模擬</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>輸出指標：</translation>
    </message>
    <message>
        <source>Tornado</source>
        <translation>龍捲風圖</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>分佈</translation>
    </message>
    <message>
        <source>Break-even map</source>
        <translation>損益平衡圖</translation>
    </message>
    <message>
        <source>Fix the problems listed to see how robust the results are.</source>
        <translation>請修正所列問題，以查看結果的穩健程度。</translation>
    </message>
    <message>
        <source>The ranges of these figures cannot be analysed:</source>
        <translation>無法分析以下數據的範圍：</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>分析中…</translation>
    </message>
    <message>
        <source>Analysing the ranges of the scenario's figures…</source>
        <translation>正在分析情境數據的範圍…</translation>
    </message>
    <message>
        <source>No figure of this scenario has a range. Give figures a low and a high value to see how robust the answer is.</source>
        <translation>此情境沒有任何數據設有範圍。請為數據設定下限及上限，以查看結果的穩健程度。</translation>
    </message>
    <message>
        <source>Cheapest owning minus cheapest renting</source>
        <translation>最低成本自置方案減最低成本租用方案</translation>
    </message>
    <message>
        <source>Present value of %1</source>
        <translation>「%1」的現值</translation>
    </message>
    <message>
        <source>A break-even map needs an owning and a renting plan.</source>
        <translation>損益平衡圖須有一個自置方案及一個租用方案。</translation>
    </message>
    <message>
        <source>Monte Carlo is running…</source>
        <translation>蒙地卡羅模擬執行中…</translation>
    </message>
    <message>
        <source>Monte Carlo has not run: press Run Monte Carlo.</source>
        <translation>尚未執行蒙地卡羅模擬：請按「執行蒙地卡羅模擬」。</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) with a range.</source>
        <translation>
            <numerusform>%n 項數據設有範圍。</numerusform>
        </translation>
    </message>
    <message>
        <source>The distribution of owning minus renting needs an owning and a renting plan.</source>
        <translation>自置減租用的分佈須有一個自置方案及一個租用方案。</translation>
    </message>
    <message numerus="yes">
        <source>%1 trials of %n figure(s) with a range.</source>
        <translation>
            <numerusform>%n 項設有範圍的數據，共 %1 次試驗。</numerusform>
        </translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不適用</translation>
    </message>
    <message>
        <source>never</source>
        <translation>未能達到</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owning is cheaper in %1% of %2 trials&lt;/b&gt; (seed %3). Owning minus renting, present value: median %4, P5 %5, P95 %6.</source>
        <translation>&lt;b&gt;在 %2 次試驗中，%1% 自置成本較低&lt;/b&gt;（種子 %3）。自置減租用的現值：中位數 %4，P5 %5，P95 %6。</translation>
    </message>
    <message>
        <source>Break-even month of the cheapest owning plan: median %1, P5 %2, P95 %3; it never breaks even in %4% of trials.</source>
        <translation>最低成本自置方案的損益平衡月份：中位數 %1，P5 %2，P95 %3；%4% 的試驗中從未達到損益平衡。</translation>
    </message>
    <message>
        <source>The cheapest owning plan breaks even against renting in only %1% of trials.</source>
        <translation>最低成本自置方案只在 %1% 的試驗中達到相對租用的損益平衡。</translation>
    </message>
    <message>
        <source>Standard map</source>
        <translation>標準地圖</translation>
    </message>
    <message>
        <source>Back to the map of demand against rental prices for the cheapest plans</source>
        <translation>返回最便宜方案的需求與租用價格地圖</translation>
    </message>
    <message>
        <source>The map compares the same two plans as the threshold; the dashed line marks the threshold and the circle today.</source>
        <translation>此地圖比較與門檻相同的兩個方案；虛線標示門檻，圓圈標示現時。</translation>
    </message>
    <message>
        <source>Drawing the break-even map of this threshold…</source>
        <translation>正在繪製此門檻的收支平衡地圖…</translation>
    </message>
    <message>
        <source>This threshold's map cannot be drawn:</source>
        <translation>無法繪製此門檻的地圖：</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ScenarioList</name>
    <message>
        <source>Add</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Add a scenario from the shipped template</source>
        <translation>從內置範本新增情境</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Copy the selected scenario, to change one assumption</source>
        <translation>複製所選情境，以便更改其中一項假設</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重新命名</translation>
    </message>
    <message>
        <source>Rename the selected scenario</source>
        <translation>重新命名所選情境</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Delete the selected scenario</source>
        <translation>刪除所選情境</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>向上移動</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>向下移動</translation>
    </message>
    <message>
        <source>(not a scenario)</source>
        <translation>（不是情境）</translation>
    </message>
    <message>
        <source>Add scenario</source>
        <translation>新增情境</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation>（副本）</translation>
    </message>
    <message>
        <source>Duplicate scenario</source>
        <translation>複製情境</translation>
    </message>
    <message>
        <source>Name of the copy:</source>
        <translation>副本名稱：</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>重新命名情境</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名稱：</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation>刪除情境</translation>
    </message>
    <message>
        <source>Delete the scenario "%1"? You can undo this.</source>
        <translation>要刪除情境「%1」嗎？此操作可以復原。</translation>
    </message>
    <message>
        <source>Delete scenario "%1"</source>
        <translation>刪除情境「%1」</translation>
    </message>
    <message>
        <source>Move scenario</source>
        <translation>移動情境</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::SizingHelperDialog</name>
    <message>
        <source>%1 bytes</source>
        <comment>bytes per parameter</comment>
        <translation>%1 位元組</translation>
    </message>
    <message>
        <source>Sizing helper</source>
        <translation>規模估算助手</translation>
    </message>
    <message>
        <source>%1 GB memory</source>
        <translation>%1 GB 記憶體</translation>
    </message>
    <message>
        <source>memory size not stated</source>
        <translation>未有註明記憶體容量</translation>
    </message>
    <message>
        <source>%1 TB/s memory bandwidth</source>
        <translation>%1 TB/s 記憶體頻寬</translation>
    </message>
    <message>
        <source>memory bandwidth not stated</source>
        <translation>未有註明記憶體頻寬</translation>
    </message>
    <message>
        <source>%1 BF16 TFLOPS (dense)</source>
        <translation>%1 BF16 TFLOPS（稠密）</translation>
    </message>
    <message>
        <source>BF16 TFLOPS not stated</source>
        <translation>未有註明 BF16 TFLOPS</translation>
    </message>
    <message>
        <source>%1 GPUs per server</source>
        <translation>每部伺服器 %1 個 GPU</translation>
    </message>
    <message>
        <source>no server model uses this GPU yet</source>
        <translation>暫時沒有伺服器型號使用此 GPU</translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation>工作負載：</translation>
    </message>
    <message>
        <source>billion parameters</source>
        <translation>十億個參數</translation>
    </message>
    <message>
        <source>The model's size: 8 for an 8B model, 70 for a 70B model</source>
        <translation>模型規模：8B 模型填 8，70B 模型填 70</translation>
    </message>
    <message>
        <source>Model size:</source>
        <translation>模型規模：</translation>
    </message>
    <message>
        <source>BF16 / FP16 (2 bytes per parameter)</source>
        <translation>BF16 / FP16（每個參數 2 位元組）</translation>
    </message>
    <message>
        <source>FP32 (4 bytes per parameter)</source>
        <translation>FP32（每個參數 4 位元組）</translation>
    </message>
    <message>
        <source>FP8 (1 byte per parameter)</source>
        <translation>FP8（每個參數 1 位元組）</translation>
    </message>
    <message>
        <source>INT4 (0.5 bytes per parameter)</source>
        <translation>INT4（每個參數 0.5 位元組）</translation>
    </message>
    <message>
        <source>Weights stored as:</source>
        <translation>權重儲存格式：</translation>
    </message>
    <message>
        <source>billion tokens a month</source>
        <translation>十億 tokens / 月</translation>
    </message>
    <message>
        <source>Tokens the model is trained on each month: 1,000 billion = 1 trillion</source>
        <translation>模型每月訓練所用的 tokens 數量：1,000 個十億 = 1 萬億</translation>
    </message>
    <message>
        <source>Training data:</source>
        <translation>訓練數據：</translation>
    </message>
    <message>
        <source>% of the GPU's peak (MFU)</source>
        <translation>%（佔 GPU 峰值算力，MFU）</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: the share of the GPU's peak arithmetic a training run achieves. 35–45% is typical for large models.</source>
        <translation>模型 FLOPs 使用率（MFU）：訓練過程實際達到的運算量佔 GPU 峰值算力的比例。大型模型一般為 35–45%。</translation>
    </message>
    <message>
        <source>Utilisation:</source>
        <translation>使用率：</translation>
    </message>
    <message>
        <source>FP8 training: count FP8 tensor throughput, about 2× BF16</source>
        <translation>FP8 訓練：以 FP8 張量吞吐量計算，約為 BF16 的 2 倍</translation>
    </message>
    <message>
        <source>Hopper and Blackwell GPUs do about twice the BF16 arithmetic in FP8. Leave unticked unless the training stack really runs in FP8.</source>
        <translation>Hopper 及 Blackwell GPU 以 FP8 運算時，算力約為 BF16 的兩倍。除非訓練軟件堆疊確實以 FP8 運行，否則請勿勾選。</translation>
    </message>
    <message>
        <source>Adapters only (LoRA-style): the base weights stay frozen</source>
        <translation>只訓練適配器（LoRA 類）：基礎權重維持凍結</translation>
    </message>
    <message>
        <source>Average tokens per second</source>
        <translation>平均每秒 tokens</translation>
    </message>
    <message>
        <source>Requests per second × tokens per request</source>
        <translation>每秒請求數 × 每個請求的 tokens</translation>
    </message>
    <message>
        <source>Load given as:</source>
        <translation>負載輸入方式：</translation>
    </message>
    <message>
        <source>tokens/s on average</source>
        <translation>tokens/s（平均）</translation>
    </message>
    <message>
        <source>Average load:</source>
        <translation>平均負載：</translation>
    </message>
    <message>
        <source>requests/s on average</source>
        <translation>個請求/秒（平均）</translation>
    </message>
    <message>
        <source>Requests:</source>
        <translation>請求數：</translation>
    </message>
    <message>
        <source>tokens generated each</source>
        <translation>tokens（每個請求生成）</translation>
    </message>
    <message>
        <source>Tokens per request:</source>
        <translation>每個請求的 tokens：</translation>
    </message>
    <message>
        <source>sequences decoded together</source>
        <translation>個序列同時解碼</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>批次：</translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation>tokens/s（每 GPU）</translation>
    </message>
    <message>
        <source>Use the estimate</source>
        <translation>採用估算值</translation>
    </message>
    <message>
        <source>Throughput:</source>
        <translation>吞吐量：</translation>
    </message>
    <message>
        <source>How it is worked out</source>
        <translation>計算過程</translation>
    </message>
    <message>
        <source>Does the model fit in memory?</source>
        <translation>模型能否載入記憶體？</translation>
    </message>
    <message>
        <source>Use these figures</source>
        <translation>採用這些數據</translation>
    </message>
    <message>
        <source>Enter the model's size: more than 0 billion parameters.</source>
        <translation>請輸入模型規模：須多於 0（十億個參數）。</translation>
    </message>
    <message>
        <source>Enter how many tokens a month it trains on: more than 0.</source>
        <translation>請輸入每月訓練所用的 tokens 數量：須多於 0。</translation>
    </message>
    <message>
        <source>Utilisation must be above 0% (35–45% is typical).</source>
        <translation>使用率必須高於 0%（一般為 35–45%）。</translation>
    </message>
    <message>
        <source>Enter the average load: more than 0 tokens per second.</source>
        <translation>請輸入平均負載：須多於每秒 0 tokens。</translation>
    </message>
    <message>
        <source>Enter the requests per second: more than 0.</source>
        <translation>請輸入每秒請求數：須多於 0。</translation>
    </message>
    <message>
        <source>Enter the tokens generated per request: more than 0.</source>
        <translation>請輸入每個請求生成的 tokens：須多於 0。</translation>
    </message>
    <message>
        <source>The batch is at least 1 sequence.</source>
        <translation>批次最少為 1 個序列。</translation>
    </message>
    <message>
        <source>No estimate: this GPU model has no memory bandwidth figure. Enter tokens/s per GPU from a benchmark.</source>
        <translation>無法估算：此 GPU 型號沒有記憶體頻寬數據。請輸入基準測試所得的每 GPU tokens/s。</translation>
    </message>
    <message>
        <source>Enter the tokens per second one GPU serves: more than 0.</source>
        <translation>請輸入單一 GPU 每秒可處理的 tokens：須多於 0。</translation>
    </message>
    <message>
        <source>This GPU model has no BF16 TFLOPS figure, so training time cannot be worked out. Enter it on the Hardware tab.</source>
        <translation>此 GPU 型號沒有 BF16 TFLOPS 數據，因此無法計算訓練時間。請在「硬件」分頁輸入。</translation>
    </message>
    <message>
        <source>Estimated from memory bandwidth (see the working). Type a measured figure to use it instead.</source>
        <translation>按記憶體頻寬估算（見計算過程）。如有實測數據，可輸入以取代估算值。</translation>
    </message>
    <message>
        <source>Use the estimate: %1 tokens/s per GPU</source>
        <translation>採用估算值：每 GPU %1 tokens/s</translation>
    </message>
    <message>
        <source>Correct the inputs marked in red to see the result.</source>
        <translation>請更正以紅色標示的輸入項，以查看結果。</translation>
    </message>
    <message>
        <source>The working appears here once the inputs are complete.</source>
        <translation>輸入完整後，計算過程將在此顯示。</translation>
    </message>
    <message>
        <source>Demand: %1 GPU-hours per month</source>
        <translation>需求：每月 %1 GPU 小時</translation>
    </message>
    <message>
        <source>Demand: %1 tokens/s on average, %2 tokens/s per GPU</source>
        <translation>需求：平均 %1 tokens/s，每 GPU %2 tokens/s</translation>
    </message>
    <message>
        <source>Formula:</source>
        <translation>公式：</translation>
    </message>
    <message>
        <source>GPU-hours per month = 6 × parameters × tokens ÷ (BF16 TFLOPS × 10¹² × MFU × 3,600 seconds)</source>
        <translation>每月 GPU 小時 = 6 × 參數 × tokens ÷（BF16 TFLOPS × 10¹² × MFU × 3,600 秒）</translation>
    </message>
    <message>
        <source>(FP8)</source>
        <translation>（FP8）</translation>
    </message>
    <message>
        <source>Training work: 6 operations per parameter and token (forward and backward pass) × %1 billion parameters × %2 billion tokens = %3 operations a month.</source>
        <translation>訓練運算量：每個參數每個 token 6 次運算（前向及反向傳播）× %1 十億個參數 × %2 十億 tokens = 每月 %3 次運算。</translation>
    </message>
    <message>
        <source>One GPU: %1 TFLOPS (BF16) × 2 for FP8 × %2% utilisation (MFU) = %3 TFLOPS of useful work, %4 operations per GPU-hour.</source>
        <translation>單一 GPU：%1 TFLOPS（BF16）× 2（FP8）× %2% 使用率（MFU）= %3 TFLOPS 有效算力，即每 GPU 小時 %4 次運算。</translation>
    </message>
    <message>
        <source>One GPU: %1 TFLOPS (BF16) × %2% utilisation (MFU) = %3 TFLOPS of useful work, %4 operations per GPU-hour.</source>
        <translation>單一 GPU：%1 TFLOPS（BF16）× %2% 使用率（MFU）= %3 TFLOPS 有效算力，即每 GPU 小時 %4 次運算。</translation>
    </message>
    <message>
        <source>— %1% of one GPU running around the clock (%2 hours a month).</source>
        <translation>— 相當於一個 GPU 全天候運行的 %1%（每月 %2 小時）。</translation>
    </message>
    <message>
        <source>— as many as %1 GPUs running around the clock (%2 hours a month), or %3 servers of %4 GPUs.</source>
        <translation>— 相當於 %1 個 GPU 全天候運行（每月 %2 小時），即 %3 部各配備 %4 個 GPU 的伺服器。</translation>
    </message>
    <message>
        <source>— as many as %1 GPUs running around the clock (%2 hours a month).</source>
        <translation>— 相當於 %1 個 GPU 全天候運行（每月 %2 小時）。</translation>
    </message>
    <message>
        <source>%1 ÷ %2 = %3 GPU-hours per month</source>
        <translation>%1 ÷ %2 = 每月 %3 GPU 小時</translation>
    </message>
    <message>
        <source>Adapters skip the weight gradients, so a run can take up to a third less than this full-training rule says.</source>
        <translation>適配器訓練毋須計算基礎權重的梯度，因此所需時間可比此全量訓練估算少最多三分之一。</translation>
    </message>
    <message>
        <source>Above 60% utilisation is rarely reached in practice; the estimate may be optimistic.</source>
        <translation>實際上甚少能達到 60% 以上的使用率；此估算可能過於樂觀。</translation>
    </message>
    <message>
        <source>tokens/s per GPU ≈ memory bandwidth ÷ bytes of weights × batch; GPUs busy = average tokens/s ÷ tokens/s per GPU</source>
        <translation>每 GPU tokens/s ≈ 記憶體頻寬 ÷ 權重位元組數 × 批次；使用中 GPU = 平均 tokens/s ÷ 每 GPU tokens/s</translation>
    </message>
    <message>
        <source>Load: %1 requests/s × %2 tokens per request = %3 tokens/s on average.</source>
        <translation>負載：每秒 %1 個請求 × 每個請求 %2 tokens = 平均 %3 tokens/s。</translation>
    </message>
    <message>
        <source>Load: %1 tokens/s on average.</source>
        <translation>負載：平均 %1 tokens/s。</translation>
    </message>
    <message>
        <source>Throughput: each generated token reads all the weights once, so one sequence runs at about %1 TB/s ÷ %2 GB (%3 billion parameters × %4) = %5 tokens/s; decoding %6 sequences together, a GPU serves about %7 tokens/s.</source>
        <translation>吞吐量：每生成一個 token 須讀取全部權重一次，因此單一序列的速度約為 %1 TB/s ÷ %2 GB（%3 十億個參數 × %4）= %5 tokens/s；同時解碼 %6 個序列時，一個 GPU 約可處理 %7 tokens/s。</translation>
    </message>
    <message>
        <source>You entered %1 tokens/s per GPU, which is used instead of the estimate.</source>
        <translation>已輸入每 GPU %1 tokens/s，將以此取代估算值。</translation>
    </message>
    <message>
        <source>%1 tokens/s ÷ %2 tokens/s per GPU = %3 GPUs busy on average</source>
        <translation>%1 tokens/s ÷ 每 GPU %2 tokens/s = 平均 %3 個 GPU 使用中</translation>
    </message>
    <message>
        <source>— %1 GPU-hours per month (× %2 hours).</source>
        <translation>— 每月 %1 GPU 小時（× %2 小時）。</translation>
    </message>
    <message>
        <source>A rule of thumb: it leaves out prompt processing and assumes the batch's KV cache fits. Use a measured figure when you have one.</source>
        <translation>此為經驗法則：未計入提示詞處理，並假設整個批次的 KV 快取可載入記憶體。如有實測數據，請使用實測數據。</translation>
    </message>
    <message>
        <source>Training every weight with mixed-precision Adam keeps about 16 bytes per parameter (weights, gradients and optimiser states), whatever the storage precision: %1 billion × 16 bytes = %2 GB, before activations.</source>
        <translation>以混合精度 Adam 訓練全部權重時，無論儲存精度為何，每個參數約需 16 位元組（權重、梯度及優化器狀態）：%1 十億 × 16 位元組 = %2 GB，未計激活值。</translation>
    </message>
    <message>
        <source>Adapter fine-tuning keeps the base weights frozen: %1 billion × %2 = %3 GB, plus 20% for the adapters, their optimiser states and activations = %4 GB.</source>
        <translation>適配器微調會凍結基礎權重：%1 十億 × %2 = %3 GB，另加 20% 用於適配器、其優化器狀態及激活值 = %4 GB。</translation>
    </message>
    <message>
        <source>Weights: %1 billion × %2 = %3 GB, plus 20% for the KV cache = %4 GB.</source>
        <translation>權重：%1 十億 × %2 = %3 GB，另加 20% 用於 KV 快取 = %4 GB。</translation>
    </message>
    <message>
        <source>This GPU model states no memory size, so the fit cannot be checked.</source>
        <translation>此 GPU 型號未有註明記憶體容量，因此無法檢查能否載入。</translation>
    </message>
    <message>
        <source>One GPU has %1 GB; one server has %2 × %1 GB = %3 GB.</source>
        <translation>單一 GPU 有 %1 GB；單一伺服器有 %2 × %1 GB = %3 GB。</translation>
    </message>
    <message>
        <source>One GPU has %1 GB (no server model, so no per-server check).</source>
        <translation>單一 GPU 有 %1 GB（沒有伺服器型號，因此不作每部伺服器的檢查）。</translation>
    </message>
    <message>
        <source>Fits in one GPU.</source>
        <translation>可載入單一 GPU。</translation>
    </message>
    <message>
        <source>Does not fit one GPU: the weights must be split across at least %1 GPUs with tensor parallelism (usually %2).</source>
        <translation>無法載入單一 GPU：權重須以張量並行方式分佈於最少 %1 個 GPU（通常為 %2 個）。</translation>
    </message>
    <message>
        <source>Does not fit one GPU: the model must be split across at least %1 GPUs (tensor, pipeline or sharded data parallelism).</source>
        <translation>無法載入單一 GPU：模型須分佈於最少 %1 個 GPU（張量並行、流水線並行或分片數據並行）。</translation>
    </message>
    <message>
        <source>It fits one server of %1 GPUs.</source>
        <translation>可載入一部配備 %1 個 GPU 的伺服器。</translation>
    </message>
    <message>
        <source>It does not fit one server either: it needs %1 servers linked by a fast interconnect.</source>
        <translation>亦無法載入單一伺服器：需要 %1 部以高速互連連接的伺服器。</translation>
    </message>
    <message>
        <source>Serving keeps the model loaded on a GPU all the time, but the load keeps only %1 of a GPU busy. The cost model counts the load, so it understates this workload unless other work shares the GPU.</source>
        <translation>提供推理服務時，模型須長期載入於 GPU 上，但負載只佔用一個 GPU 的 %1。成本模型按負載計算，因此除非有其他工作共用該 GPU，否則會低估此工作負載的成本。</translation>
    </message>
    <message>
        <source>Serving keeps the model loaded on %1 GPUs all the time (%2 GPU-hours a month), more than the %3 GPUs its load keeps busy. The cost model counts the load, so it understates this workload unless other work shares those GPUs.</source>
        <translation>提供推理服務時，模型須長期載入於 %1 個 GPU 上（每月 %2 GPU 小時），多於其負載實際佔用的 %3 個 GPU。成本模型按負載計算，因此除非有其他工作共用這些 GPU，否則會低估此工作負載的成本。</translation>
    </message>
    <message>
        <source>The job needs %1 GPUs at once, more than the %2 its GPU-hours keep busy on average: it runs in bursts, and the weekly profile should say when.</source>
        <translation>此工作需同時使用 %1 個 GPU，多於其 GPU 小時平均佔用的 %2 個：工作以突發形式運行，應在每週負載模式中註明運行時段。</translation>
    </message>
    <message>
        <source>How many requests one GPU works on at the same time. Larger batches give more tokens per second but each answer comes slower.</source>
        <translation>每個 GPU 同時處理的請求數目。批次越大，每秒產生的 token 越多，但每個回應會越慢。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ThresholdBlock</name>
    <message>
        <source>What it takes for owning to win</source>
        <translation>自置勝出的條件</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>地圖</translation>
    </message>
    <message>
        <source>Show this threshold on the break-even map (Risk tab)</source>
        <translation>在收支平衡地圖上顯示此門檻（風險分頁）</translation>
    </message>
    <message>
        <source>Working out the thresholds…</source>
        <translation>正在計算門檻…</translation>
    </message>
    <message>
        <source>Fix the scenario's problems to see what it takes for owning to win.</source>
        <translation>請修正情境的問題，以查看自置勝出的條件。</translation>
    </message>
    <message>
        <source>Needs an owning and a renting plan.</source>
        <translation>需要一個自置方案及一個租用方案。</translation>
    </message>
    <message>
        <source>The thresholds cannot be worked out for this scenario.</source>
        <translation>無法為此情境計算門檻。</translation>
    </message>
    <message>
        <source>No input searched (utilisation, rental prices, energy and server price, discount rate, horizon) turns the answer within its range.</source>
        <translation>所搜尋的輸入（使用率、租用價格、電價與伺服器價格、折現率、期限）在其範圍內均不會改變結論。</translation>
    </message>
    <message>
        <source>The three thresholds nearest to today's values, relatively; fleetcost-cli thresholds lists them all.</source>
        <translation>相對而言最接近現值的三個門檻；fleetcost-cli thresholds 列出全部。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::TokenCostsTable</name>
    <message>
        <source>Cost per million tokens (%1; the lowest for each workload in bold)</source>
        <translation>每百萬 tokens 成本（%1；每個工作負載的最低值以粗體顯示）</translation>
    </message>
    <message>
        <source>Each workload's share of each plan's nominal cost over its tokens. A hosted API plan charges a workload its tokens; the other plans share the cost of its GPU model by GPU-hours.</source>
        <translation>各工作負載所佔每個方案名義成本除以其 tokens。託管 API 方案向工作負載收取 tokens 費用；其他方案按 GPU 小時分攤其 GPU 型號的成本。</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
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
        <translation>每週負載模式網格</translation>
    </message>
    <message>
        <source>Seven rows Monday to Sunday, 24 hour columns. Arrow keys move, Space paints the brush level, Delete sets the hour to Off.</source>
        <translation>七列代表星期一至星期日，24 欄代表各小時。以方向鍵移動，按空白鍵以筆刷等級上色，按 Delete 鍵將該小時設為「關閉」。</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>等級 %1</translation>
    </message>
    <message>
        <source>Click to set all of %1 to the brush level; right-click to set it to Off.</source>
        <translation>按一下可將%1全日設為筆刷等級；按右鍵則設為「關閉」。</translation>
    </message>
    <message>
        <source>Click to set %1 on every day to the brush level; right-click to set it to Off.</source>
        <translation>按一下可將每日 %1 設為筆刷等級；按右鍵則設為「關閉」。</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>平穩</translation>
    </message>
    <message>
        <source>Business hours</source>
        <translation>辦公時間</translation>
    </message>
    <message>
        <source>Diurnal</source>
        <translation>日夜週期</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>The same load every hour of the week</source>
        <translation>一週內每小時負載相同</translation>
    </message>
    <message>
        <source>Full load Monday to Friday 09:00–17:59, a quarter load otherwise</source>
        <translation>星期一至五 09:00–17:59 滿載，其餘時間為四分之一負載</translation>
    </message>
    <message>
        <source>Your own weights, painted on the grid</source>
        <translation>在網格上自行繪畫的權重</translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation>負載模式(&amp;P)：</translation>
    </message>
    <message>
        <source>Brush:</source>
        <translation>筆刷：</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>No load (0)</source>
        <translation>無負載（0）</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>A quarter of normal load (0.25)</source>
        <translation>正常負載的四分之一（0.25）</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Normal load (1)</source>
        <translation>正常負載（1）</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>高峰</translation>
    </message>
    <message>
        <source>Twice the normal load (2)</source>
        <translation>正常負載的兩倍（2）</translation>
    </message>
    <message>
        <source>Brush level painted by the left button: 0 (off) to 2 (twice normal)</source>
        <translation>按滑鼠左鍵繪畫的筆刷等級：0（關閉）至 2（正常的兩倍）</translation>
    </message>
    <message>
        <source>Brush level</source>
        <translation>筆刷等級</translation>
    </message>
    <message>
        <source>Copy Monday to weekdays</source>
        <translation>將星期一複製至其他工作日</translation>
    </message>
    <message>
        <source>Give Tuesday to Friday the same hours as Monday</source>
        <translation>令星期二至星期五的各小時與星期一相同</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重設</translation>
    </message>
    <message>
        <source>Set every hour to Normal (1), a clean week to paint on</source>
        <translation>將每小時設為「正常」（1），以便在空白的一週上繪畫</translation>
    </message>
    <message>
        <source>This custom profile has %1 weights instead of 168, which the model rejects; it is shown as flat until you paint it.</source>
        <translation>此自訂負載模式有 %1 個權重，而非 168 個，模型不接受；在你重新繪畫前，將以平穩模式顯示。</translation>
    </message>
    <message>
        <source>No hour of this custom profile is above 0, which the model rejects; it is shown as flat until you paint it.</source>
        <translation>此自訂負載模式沒有任何小時高於 0，模型不接受；在你重新繪畫前，將以平穩模式顯示。</translation>
    </message>
    <message>
        <source>This custom profile has negative or missing weights, which the model rejects; they are shown as 0 until you paint them.</source>
        <translation>此自訂負載模式有負數或缺失的權重，模型不接受；在你重新繪畫前，這些權重將顯示為 0。</translation>
    </message>
    <message>
        <source>“%1” is not a profile the model knows; choose a preset or paint a custom profile.</source>
        <translation>模型無法識別「%1」負載模式；請選擇預設模式或繪畫自訂模式。</translation>
    </message>
    <message>
        <source>Peak is %1× the average: owned servers are sized for the peak, so on average they run at %2% of their capacity.</source>
        <extracomment>%1 is the peak-to-average ratio ("2.22"), %2 the average use in percent ("45").</extracomment>
        <translation>高峰為平均值的 %1 倍：自置伺服器按高峰配置，因此平均只以其容量的 %2% 運行。</translation>
    </message>
    <message>
        <source>Not changed: that would leave no hour above 0, and the model needs at least one hour with load.</source>
        <translation>未有更改：否則將沒有任何小時高於 0，而模型最少需要一小時有負載。</translation>
    </message>
    <message>
        <source>One hour was kept above 0: the model needs at least one hour with load.</source>
        <translation>已保留一小時高於 0：模型最少需要一小時有負載。</translation>
    </message>
    <message>
        <source>Read-only.</source>
        <translation>唯讀。</translation>
    </message>
    <message>
        <source>Paint on the grid to customise this preset (left button: the brush level; right button or Shift: Off).</source>
        <translation>在網格上繪畫以自訂此預設模式（左鍵：筆刷等級；右鍵或 Shift：關閉）。</translation>
    </message>
    <message>
        <source>Left button paints the brush level, right button or Shift sets Off; day and hour labels paint whole rows or columns.</source>
        <translation>左鍵繪畫筆刷等級，右鍵或 Shift 設為「關閉」；按星期及小時標籤可繪畫整列或整欄。</translation>
    </message>
    <message>
        <source>A daily wave from 0.4 at 02:00 to 1.6 at 14:00 (times the average hour), weekends at 80%</source>
        <translation>每日波動：由 02:00 的 0.4 至 14:00 的 1.6（以平均小時的倍數計），週末為 80%</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WeeklyProfileStrip</name>
    <message>
        <source>Mon</source>
        <translation>週一</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>週二</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>週三</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>週四</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>週五</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>週六</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>週日</translation>
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
        <translation>%1 — 負載模式無效</translation>
    </message>
    <message>
        <source>%1 — no load</source>
        <translation>%1 — 無負載</translation>
    </message>
    <message>
        <source>%1 — %2× the weekly average</source>
        <translation>%1 — 每週平均值的 %2 倍</translation>
    </message>
    <message>
        <source>This profile is not valid: it needs 168 weights, none negative, at least one above 0.</source>
        <translation>此負載模式無效：須有 168 個權重，不得為負數，且最少一個高於 0。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WorkbookDocument</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>This workbook was saved by a newer FleetCost and opens read-only: %1</source>
        <translation>此工作簿由較新版本的 FleetCost 儲存，將以唯讀方式開啟：%1</translation>
    </message>
    <message>
        <source>The workbook has no file name yet.</source>
        <translation>此工作簿尚未有檔案名稱。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WorkbookHeadEditor</name>
    <message>
        <source>Workbook (every scenario)</source>
        <translation>工作簿(所有情境)</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WorkbookHeadModel</name>
    <message>
        <source>Change %1</source>
        <translation>更改 %1</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WorkloadsTab</name>
    <message>
        <source>Workloads</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Sizing helper…</source>
        <translation>規模估算助手…</translation>
    </message>
    <message>
        <source>Derive the selected workload's demand from a model's parameters, precision and throughput</source>
        <translation>根據模型的參數、精度及吞吐量，推算所選工作負載的需求</translation>
    </message>
    <message>
        <source>&lt;b&gt;Weekly profile of the selected workload&lt;/b&gt;</source>
        <translation>&lt;b&gt;所選工作負載的每週負載模式&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Change weekly profile of %1</source>
        <translation>更改「%1」的每週負載模式</translation>
    </message>
    <message>
        <source>Sizing helper: %1</source>
        <translation>規模估算助手：%1</translation>
    </message>
    <message>
        <source>Size %1 with the sizing helper</source>
        <translation>以規模估算助手估算「%1」</translation>
    </message>
    <message>
        <source>Give demand in GPU-hours per month, or as tokens per second with the tokens per second one GPU serves. Owning plans size their servers for the peak hour of the week. A hosted API plan serves an inference workload in tokens that names its model, at the share of input tokens given.</source>
        <translation>需求以每月 GPU 小時表示，或以每秒 tokens 配合單一 GPU 每秒可處理的 tokens 表示。自置方案按每週的高峰時段決定伺服器規模。指定了模型、以 tokens 計量的推理工作負載，可由託管 API 方案按所列輸入 tokens 比例提供。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Compare renting and owning GPU servers in Tokyo, Osaka and Hong Kong.</source>
        <translation>比較在東京、大阪及香港租用與自置 GPU 伺服器的成本。</translation>
    </message>
    <message>
        <source>Workbook to open (*.fleetcost).</source>
        <translation>要開啟的工作簿（*.fleetcost）。</translation>
    </message>
    <message>
        <source>Save a screenshot of every tab into &lt;folder&gt;, then quit.</source>
        <translation>將每個分頁的螢幕截圖儲存至 &lt;folder&gt;，然後結束。</translation>
    </message>
    <message>
        <source>Quit once the first results are shown (start-up timing).</source>
        <translation>首批結果顯示後即結束（用於量度啟動時間）。</translation>
    </message>
    <message>
        <source>Use this language for this run: en, ja, zh_HK or zh_CN.</source>
        <translation>本次執行使用的語言：en、ja、zh_HK 或 zh_CN。</translation>
    </message>
</context>
</TS>